import { afterEach, describe, expect, it } from 'vitest';
import { readInitialAppName } from '../../resources/lib/initial-page';
import { formatTitle } from '../../resources/lib/title';

afterEach(() => {
  document.body.innerHTML = '';
});

function embedPage(json: string) {
  document.body.innerHTML = `<script data-page="app" type="application/json">${json}</script><div id="app"></div>`;
}

describe('formatTitle', () => {
  it('puts the page title before the brand', () => {
    expect(formatTitle('Events', 'Agora')).toBe('Events - Agora');
  });

  it('shows the brand alone when the page sets no title', () => {
    expect(formatTitle('', 'Club House')).toBe('Club House');
  });
});

describe('readInitialAppName', () => {
  it('reads the brand from the page object the server embedded', () => {
    embedPage(JSON.stringify({ component: 'Welcome', props: { appName: 'Club House' } }));
    expect(readInitialAppName()).toBe('Club House');
  });

  it('falls back to Agora without a page object, a brand, or valid JSON', () => {
    expect(readInitialAppName()).toBe('Agora');
    embedPage(JSON.stringify({ component: 'Welcome', props: {} }));
    expect(readInitialAppName()).toBe('Agora');
    embedPage('{not json');
    expect(readInitialAppName()).toBe('Agora');
  });
});
