import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FLASH_TIMEOUT_MS } from '../../resources/components/FlashToasts';
import { renderPage } from './support/render-page';

function Page() {
  return <h1>Page</h1>;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('flash toasts', () => {
  it('announces success politely and errors as alerts', () => {
    renderPage('Dashboard', Page, {}, { flash: { success: 'Saved.', error: 'Could not send.' } });

    expect(screen.getByRole('status').textContent).toContain('Saved.');
    expect(screen.getByRole('status').getAttribute('aria-live')).toBe('polite');
    expect(screen.getByRole('alert').textContent).toContain('Could not send.');
  });

  it('can be dismissed', () => {
    renderPage('Dashboard', Page, {}, { flash: { success: 'Saved.' } });

    fireEvent.click(screen.getByRole('button', { name: 'Dismiss message' }));

    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('hides itself after a few seconds', () => {
    vi.useFakeTimers();
    renderPage('auth/Login', Page, {}, { flash: { error: 'Too many attempts.' } });

    act(() => vi.advanceTimersByTime(FLASH_TIMEOUT_MS - 1));
    expect(screen.getByRole('alert').textContent).toContain('Too many attempts.');

    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('alert').textContent).toBe('');
  });
});
