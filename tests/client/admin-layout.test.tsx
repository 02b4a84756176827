import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminSectionsFor } from '../../resources/layouts/admin-sections';
import { member, renderPage } from './support/render-page';

function AdminPage() {
  return <h1>Admin page</h1>;
}

function sidebarLinks(permissions: string[]) {
  renderPage('admin/Dashboard', AdminPage, {}, { auth: { user: { ...member, permissions } } });
  const nav = screen.getByRole('navigation', { name: 'Administration' });
  return within(nav)
    .queryAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

describe('admin sidebar', () => {
  it('shows only the sections the user may manage', () => {
    expect(sidebarLinks(['blog.manage', 'tickets.scan'])).toEqual([
      ['Blog', '/admin/blog'],
      ['Scan tickets', '/admin#door'],
    ]);
  });

  it('shows locations and post codes for locations.manage, roles and permissions for roles.manage', () => {
    expect(sidebarLinks(['locations.manage', 'roles.manage'])).toEqual([
      ['Locations', '/admin/locations'],
      ['Post codes', '/admin/post-codes'],
      ['Roles', '/admin/roles'],
      ['Permissions', '/admin/permissions'],
    ]);
  });

  it('shows every section to an admin', () => {
    const all = [
      'blog.manage',
      'events.manage',
      'tickets.scan',
      'locations.manage',
      'users.manage',
      'roles.manage',
      'system.manage',
      'audit.view',
    ];
    expect(sidebarLinks(all).map(([label]) => label)).toEqual([
      'Blog',
      'Events',
      'Scan tickets',
      'Locations',
      'Post codes',
      'Users',
      'Roles',
      'Permissions',
      'Job queue',
      'Audit log',
    ]);
  });

  it('shows the audit log to holders of audit.view', () => {
    expect(sidebarLinks(['audit.view'])).toEqual([['Audit log', '/admin/audit']]);
  });

  it('shows nothing without permissions', () => {
    expect(adminSectionsFor([])).toEqual([]);
  });
});
