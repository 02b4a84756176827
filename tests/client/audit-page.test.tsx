import { router } from '@inertiajs/react';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUDIT_ACTIONS, AUDIT_SUBJECTS } from '../../common/audit';
import type { AuditEntryItem } from '../../common/types/audit';
import type { ListFilters, Paginated } from '../../common/types/list';
import { resolvePage } from '../../resources/lib/resolve-page';
import { member, renderPage } from './support/render-page';

const filters: ListFilters = {
  search: '',
  sort: 'createdAt',
  direction: 'desc',
  page: 1,
  perPage: 10,
  subject: '',
  action: '',
  actor: '',
  from: '',
  to: '',
};

const entry: AuditEntryItem = {
  id: 3,
  createdAt: '2026-03-10T10:00:00Z',
  action: 'role.updated',
  actor: { id: 1, name: 'Ada Admin', email: 'ada@example.test' },
  subject: { type: 'role', id: 4, label: 'stewards' },
  changes: [
    { field: 'description', before: '', after: 'At the door' },
    { field: 'permissions', before: ['tickets.scan'], after: ['blog.manage', 'tickets.scan'] },
  ],
  clientAddress: '192.0.2.1',
};

const entries: Paginated<AuditEntryItem> = {
  data: [entry, { ...entry, id: 2, action: 'account.deleted', actor: null, changes: [], clientAddress: null }],
  total: 2,
  page: 1,
  perPage: 10,
  lastPage: 1,
  from: 1,
  to: 2,
  links: [{ page: 1, url: '/admin/audit?page=1', active: true }],
  prevUrl: null,
  nextUrl: null,
};

async function show() {
  const name = 'admin/audit/Index';
  renderPage(
    name,
    await resolvePage(name),
    { entries, filters, subjectTypes: AUDIT_SUBJECTS, actions: AUDIT_ACTIONS },
    {
      auth: { user: { ...member, permissions: ['audit.view'] } },
    },
  );
}

afterEach(() => vi.restoreAllMocks());

describe('audit log page', () => {
  it('names each action and record, and unfolds an entry into its fields: old → new', async () => {
    await show();
    const [first, second] = screen.getAllByRole('row').slice(1);
    expect(within(first!).getByText('Role edited')).toBeVisible();
    expect(within(first!).getByText('Ada Admin')).toBeVisible();
    expect(within(first!).getByText('stewards')).toBeVisible();
    expect(within(second!).getByText('Account deleted by its member')).toBeVisible();
    expect(within(second!).getByText('Nobody identified')).toBeVisible();
    expect(within(second!).getByText('No fields recorded')).toBeVisible();

    const details = within(first!).getByText('Show 2 fields').closest('details')!;
    expect(details.open).toBe(false);
    fireEvent.click(within(first!).getByText('Show 2 fields'));
    expect(within(details).getByText('(none)')).toBeInTheDocument();
    expect(within(details).getByText('At the door')).toBeInTheDocument();
    expect(within(details).getByText('blog.manage, tickets.scan')).toBeInTheDocument();
  });

  it('filters by action at once and by actor after a pause in typing', async () => {
    vi.useFakeTimers();
    const get = vi.spyOn(router, 'get').mockImplementation(() => undefined);
    await show();
    fireEvent.change(screen.getByLabelText('Action'), { target: { value: 'event.cancelled' } });
    expect(get).toHaveBeenLastCalledWith(
      '/admin/audit',
      expect.objectContaining({ action: 'event.cancelled', page: 1 }),
      { preserveState: true, replace: true },
    );
    get.mockClear();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Who (name or e-mail)' }), { target: { value: 'ada' } });
    expect(get).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(300));
    expect(get).toHaveBeenCalledWith('/admin/audit', expect.objectContaining({ actor: 'ada' }), {
      preserveState: true,
      replace: true,
    });
    vi.useRealTimers();
  });
});
