import { router } from '@inertiajs/react';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { groupPermissions } from '../../resources/components/admin/permission-groups';
import { resolvePage } from '../../resources/lib/resolve-page';
import type { RoleDetail, UserSummary } from '../../common/types/admin';
import type { ListFilters, Paginated } from '../../common/types/list';
import { member, renderPage } from './support/render-page';

const admin = { ...member, permissions: ['roles.manage', 'users.manage'] };

async function show(name: string, props: Record<string, unknown>) {
  renderPage(name, await resolvePage(name), props, { auth: { user: admin } });
}

const filters: ListFilters = {
  search: '',
  sort: 'name',
  direction: 'asc',
  page: 1,
  perPage: 10,
  role: '',
  verified: '',
};

function usersPage(overrides: Partial<Paginated<UserSummary>> = {}): Paginated<UserSummary> {
  return {
    data: [
      {
        id: 7,
        name: 'Grace Hopper',
        email: 'grace@example.test',
        verified: false,
        roles: ['editor'],
        createdAt: '2026-01-02T10:00:00Z',
      },
    ],
    total: 30,
    page: 2,
    perPage: 10,
    lastPage: 3,
    from: 11,
    to: 20,
    links: [1, 2, 3].map((page) => ({ page, url: `/admin/users?role=editor&page=${page}`, active: page === 2 })),
    prevUrl: '/admin/users?role=editor&page=1',
    nextUrl: '/admin/users?role=editor&page=3',
    ...overrides,
  };
}

afterEach(() => vi.restoreAllMocks());

describe('admin list pages', () => {
  it('reload the list with the chosen filter, back on page 1, keeping state and replacing history', async () => {
    const get = vi.spyOn(router, 'get').mockImplementation(() => undefined);
    await show('admin/user/Index', {
      users: usersPage(),
      filters: { ...filters, page: 2 },
      roles: ['admin', 'editor'],
    });

    fireEvent.change(screen.getByLabelText('Role'), { target: { value: 'editor' } });
    expect(get).toHaveBeenLastCalledWith(
      '/admin/users',
      { sort: 'name', direction: 'asc', page: 1, perPage: 10, role: 'editor' },
      { preserveState: true, replace: true },
    );

    fireEvent.click(screen.getByRole('button', { name: 'Sort by E-mail address' }));
    expect(get).toHaveBeenLastCalledWith(
      '/admin/users',
      expect.objectContaining({ sort: 'email', direction: 'asc', role: 'editor' }),
      { preserveState: true, replace: true },
    );
  });

  it('wait for a pause in typing before searching', async () => {
    vi.useFakeTimers();
    const get = vi.spyOn(router, 'get').mockImplementation(() => undefined);
    await show('admin/user/Index', { users: usersPage(), filters, roles: [] });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'gra' } });
    expect(get).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(300));
    expect(get).toHaveBeenCalledWith('/admin/users', expect.objectContaining({ search: 'gra', page: 1 }), {
      preserveState: true,
      replace: true,
    });
    vi.useRealTimers();
  });

  it('show the page links the server built, with the current page marked', async () => {
    await show('admin/user/Index', { users: usersPage(), filters, roles: [] });
    const pagination = within(screen.getByRole('navigation', { name: 'Pagination' }));
    expect(pagination.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(pagination.getByRole('link', { name: 'Next' }).getAttribute('href')).toBe('/admin/users?role=editor&page=3');
    expect(screen.getByText('Showing 11 to 20 of 30')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Grace Hopper' }).getAttribute('href')).toBe('/admin/users/7');
    expect(screen.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe('ascending');
  });

  it('show an empty state when nothing matches', async () => {
    await show('admin/role/Index', {
      roles: usersPage({ data: [], total: 0, from: 0, to: 0, lastPage: 1, links: [] }),
      filters,
    });
    expect(screen.getByText('Nothing matches these filters.')).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });
});

describe('role pages', () => {
  it('group permissions by the part before the dot', () => {
    expect(groupPermissions(['events.manage', 'blog.manage', 'tickets.scan', 'events.publish'])).toEqual([
      ['blog', ['blog.manage']],
      ['events', ['events.manage', 'events.publish']],
      ['tickets', ['tickets.scan']],
    ]);
  });

  it('offer the permissions as grouped checkboxes', async () => {
    const holder = { ...admin, permissions: [...admin.permissions, 'events.manage', 'events.publish'] };
    renderPage(
      'admin/role/Create',
      await resolvePage('admin/role/Create'),
      { permissionNames: ['events.manage', 'events.publish'] },
      { auth: { user: holder } },
    );
    const events = within(screen.getByRole('group', { name: 'events' }));
    expect(events.getAllByRole('checkbox').map((box) => box.getAttribute('name'))).toEqual([
      'events.manage',
      'events.publish',
    ]);
    fireEvent.click(events.getByLabelText('events.publish'));
    expect((events.getByLabelText('events.publish') as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByText(/Permissions you do not hold/)).toBeNull();
  });

  it('lock the permissions the editor does not hold, and say why', async () => {
    await show('admin/role/Create', { permissionNames: ['blog.manage', 'roles.manage'] });
    expect((screen.getByLabelText('blog.manage') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText('roles.manage') as HTMLInputElement).disabled).toBe(false);
    screen.getByText('Permissions you do not hold yourself are shown but cannot be added or removed.');
  });

  it('show the admin role holding everything, its boxes locked, and no delete for a built-in role', async () => {
    const role: RoleDetail = {
      id: 1,
      name: 'admin',
      description: '',
      builtIn: true,
      allPermissions: true,
      permissions: ['blog.manage'],
      users: [],
    };
    await show('admin/role/Edit', { role, permissionNames: ['blog.manage', 'roles.manage'] });
    for (const box of screen.getAllByRole('checkbox')) {
      expect((box as HTMLInputElement).checked).toBe(true);
      expect((box as HTMLInputElement).disabled).toBe(true);
    }
    expect((screen.getByLabelText('Name') as HTMLInputElement).readOnly).toBe(true);
  });
});

describe('admin landing', () => {
  const week = {
    from: '2026-07-01T10:00:00.000Z',
    to: '2026-07-08T10:00:00.000Z',
    events: null,
    newMembers: null,
    door: null,
  };

  it("shows the week's figures the member may see, with links, then the sections they may open", async () => {
    renderPage(
      'admin/Dashboard',
      await resolvePage('admin/Dashboard'),
      { week: { ...week, posts: { drafts: 2, scheduled: 1 } }, doorEvents: null },
      { auth: { user: { ...member, permissions: ['blog.manage', 'locations.manage'] } } },
    );
    const main = within(screen.getByRole('main'));
    expect(main.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'This week',
      'Sections',
    ]);
    const figures = within(main.getByRole('region', { name: 'This week' }));
    expect(figures.getByRole('link', { name: 'Draft posts' }).getAttribute('href')).toBe('/admin/blog?status=draft');
    expect(figures.getAllByRole('definition').map((figure) => figure.textContent)).toEqual(['2', '1']);
    expect(figures.queryByText(/members/)).toBeNull();
    const sections = within(main.getByRole('region', { name: 'Sections' }));
    expect(sections.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Blog',
      'Locations',
      'Post codes',
    ]);
  });

  it('shows the events of the week ahead with the places taken', async () => {
    const events = {
      ticketsTaken: 5,
      upcoming: [{ id: 4, title: 'Camp', startsAt: '2026-07-02T10:00:00.000Z', ticketsTaken: 3, capacity: 10 }],
    };
    renderPage(
      'admin/Dashboard',
      await resolvePage('admin/Dashboard'),
      { week: { ...week, events, posts: null }, doorEvents: null },
      { auth: { user: { ...member, permissions: ['events.manage'] } } },
    );
    expect(screen.getByRole('link', { name: 'Camp' }).getAttribute('href')).toBe('/admin/events/4');
    expect(screen.getByText('3 of 10 places taken')).toBeVisible();
  });
});
