import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminLayout } from '../../resources/layouts/AdminLayout';
import { AuthLayout } from '../../resources/layouts/AuthLayout';
import { PublicLayout } from '../../resources/layouts/PublicLayout';
import { resolveLayout } from '../../resources/layouts/resolve-layout';
import { SettingsLayout } from '../../resources/layouts/SettingsLayout';
import { resolvePage } from '../../resources/lib/resolve-page';
import Login from '../../resources/pages/auth/Login';
import Welcome from '../../resources/pages/Welcome';
import { renderPage } from './support/render-page';

describe('resolvePage', () => {
  it('rejects a component name without a file with "Page not found"', async () => {
    await expect(resolvePage('admin/Nope')).rejects.toThrow(new Error('Page not found'));
  });

  it('loads the default export of the file named by the component', async () => {
    await expect(resolvePage('Welcome')).resolves.toBe(Welcome);
    await expect(resolvePage('auth/Login')).resolves.toBe(Login);
  });
});

describe('resolveLayout', () => {
  it.each([
    ['auth/Login', AuthLayout],
    ['auth/RegisterSteps', AuthLayout],
    ['settings/Appearance', SettingsLayout],
    ['admin/event/Scanner', AdminLayout],
    ['Welcome', PublicLayout],
    ['Dashboard', PublicLayout],
    ['event/Show', PublicLayout],
    ['Error', PublicLayout],
  ])('gives %s its layout by name prefix', (name, layout) => {
    expect(resolveLayout(name)).toBe(layout);
  });

  it('matches whole prefixes only', () => {
    expect(resolveLayout('authors/Index')).toBe(PublicLayout);
  });
});

describe('a resolved page in the app', () => {
  it('is wrapped in the layout its name selects', async () => {
    renderPage('auth/Login', await resolvePage('auth/Login'));

    expect(screen.getByRole('main').id).toBe('main');
    expect(screen.getByRole('heading', { level: 1, name: 'Log in to your account' })).toBeVisible();
    // The auth card has no site navigation; the public shell would.
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
  });

  it('gets the public shell with skip link, navigation and footer', async () => {
    renderPage('Welcome', await resolvePage('Welcome'), { events: [], posts: [], locations: [] });

    expect(screen.getByRole('link', { name: 'Skip to content' }).getAttribute('href')).toBe('#main');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeVisible();
    expect(screen.getByRole('contentinfo')).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});
