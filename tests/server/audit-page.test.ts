// The audit log page (SPEC §14): only for holders of audit.view, newest first, filtered by actor,
// record, action and days; no secret ever reaches it; one page costs a fixed number of statements.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntryItem } from '../../common/types/audit.js';
import type { ListFilters, Paginated } from '../../common/types/list.js';
import { recordAudit } from '../../server/features/audit/index.js';
import { createRoleWith, createUser } from '../support/factories.js';
import { visit } from '../support/inertia-request.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { page, signedInWith, type Agent } from './admin/support.js';

type IndexProps = { entries: Paginated<AuditEntryItem>; filters: ListFilters; actions: string[] };

let testApp: TestApp;
let auditor: Agent;
let alice: { id: number; email: string };
let bob: { id: number; email: string };
beforeAll(async () => {
  testApp = await createTestApp();
  const { db } = testApp.context;
  await createRoleWith(db, 'auditors', ['audit.view']);
  ({ agent: auditor } = await signedInWith(testApp, ['auditors']));
  alice = await createUser(db, { name: 'Alice Auditee', email: 'alice@example.test' });
  bob = await createUser(db, { name: 'Bob Builder', email: 'bob@example.test' });
  const at = (day: string) => new Date(`${day}T10:00:00Z`);
  await recordAudit(db, {
    actor: { id: alice.id, address: '192.0.2.1' },
    action: 'role.created',
    subject: { type: 'role', id: 1, label: 'gardeners' },
    after: { name: 'gardeners', permissions: ['blog.manage'] },
    at: at('2026-03-01'),
  });
  await recordAudit(db, {
    actor: { id: bob.id },
    action: 'event.cancelled',
    subject: { type: 'event', id: 7, label: 'Spring fair' },
    before: { status: 'published', title: 'Spring fair' },
    after: { status: 'cancelled', title: 'Spring fair' },
    at: at('2026-03-05'),
  });
  await recordAudit(db, {
    actor: { id: alice.id },
    action: 'user.updated',
    subject: { type: 'user', id: bob.id, label: 'Bob Builder' },
    before: { name: 'Bob', passwordHash: 'HASH-BEFORE', resetToken: 'TOKEN-1' },
    after: { name: 'Bob Builder', passwordHash: 'HASH-AFTER', nested: { apiSecret: 'SECRET-1', kept: true } },
    at: at('2026-03-10'),
  });
});
afterAll(() => testApp.close());

const listed = async (query = '') => (await page<IndexProps>(testApp, auditor, `/admin/audit${query}`)).props;
const actions = async (query = '') => (await listed(query)).entries.data.map((entry) => entry.action);

describe('audit log page', () => {
  it('lists entries newest first with actor, record and each changed field', async () => {
    const { entries, filters } = await listed();
    expect(entries.data.map((entry) => entry.action)).toEqual(['user.updated', 'event.cancelled', 'role.created']);
    expect(filters).toMatchObject({ sort: 'createdAt', direction: 'desc', actor: '', from: '', to: '' });
    expect(entries.data[1]).toMatchObject({
      actor: { id: bob.id, name: 'Bob Builder', email: 'bob@example.test' },
      subject: { type: 'event', id: 7, label: 'Spring fair' },
      changes: [{ field: 'status', before: 'published', after: 'cancelled' }],
    });
    expect(entries.data[2]).toMatchObject({
      clientAddress: '192.0.2.1',
      changes: [
        { field: 'name', after: 'gardeners' },
        { field: 'permissions', after: ['blog.manage'] },
      ],
    });
  });

  it('never stores or shows a secret', async () => {
    const { db } = testApp.context;
    const page = JSON.stringify(await listed());
    const stored = JSON.stringify(await db.auditEntry.findMany());
    for (const text of [page, stored]) {
      for (const secret of ['HASH-BEFORE', 'HASH-AFTER', 'TOKEN-1', 'SECRET-1', 'passwordHash', 'resetToken'])
        expect(text).not.toContain(secret);
    }
    const entry = (await listed('?action=user.updated')).entries.data[0]!;
    expect(entry.changes).toEqual([
      { field: 'name', before: 'Bob', after: 'Bob Builder' },
      { field: 'nested', after: { kept: true } },
    ]);
  });

  it('filters by actor, kind of record, action, record name and days', async () => {
    expect(await actions('?actor=alice@EXAMPLE')).toEqual(['user.updated', 'role.created']);
    expect(await actions('?actor=builder')).toEqual(['event.cancelled']);
    expect(await actions('?subject=event')).toEqual(['event.cancelled']);
    expect(await actions('?action=role.created')).toEqual(['role.created']);
    expect(await actions('?search=garden')).toEqual(['role.created']);
    expect(await actions('?from=2026-03-05&to=2026-03-05')).toEqual(['event.cancelled']);
    expect(await actions('?from=2026-03-02')).toEqual(['user.updated', 'event.cancelled']);
    expect(await actions('?to=2026-03-04&direction=asc')).toEqual(['role.created']);
    expect(await actions('?direction=asc')).toEqual(['role.created', 'event.cancelled', 'user.updated']);
    const { entries } = await listed('?subject=event&perPage=10');
    expect(entries.links[0]?.url).toContain('subject=event');
  });

  it('falls back to no filter for values it does not know', async () => {
    const { filters, entries } = await listed(
      '?subject=secrets&action=drop.table&from=2026-02-31&to=yesterday&actor[]=x',
    );
    expect(filters).toMatchObject({ subject: '', action: '', from: '', to: '', actor: '' });
    expect(entries.total).toBe(3);
  });

  // The day after 9999-12-31 is a year no database date holds: the range must end within the day asked for.
  it('takes the first and last days a date can name as a range, never failing', async () => {
    expect(await actions('?from=0000-01-01&to=9999-12-31')).toEqual([
      'user.updated',
      'event.cancelled',
      'role.created',
    ]);
    expect(await actions('?from=9999-12-31&to=9999-12-31')).toEqual([]);
  });

  it('is only for holders of audit.view: a delegated admin without it is refused', async () => {
    const { db } = testApp.context;
    await createRoleWith(db, 'delegated', ['users.manage', 'roles.manage']);
    const { agent: delegated } = await signedInWith(testApp, ['delegated']);
    const refused = await visit(delegated, '/admin/audit', { version: testApp.context.assets.version }).expect(403);
    expect(refused.body.component).toBe('Error');
    const { agent: admin } = await signedInWith(testApp, ['admin']);
    expect((await page(testApp, admin, '/admin/audit')).component).toBe('admin/audit/Index');
  });

  it('shows 50 entries in a fixed number of statements', async () => {
    const { db } = testApp.context;
    for (let number = 0; number < 60; number += 1) {
      const actor = await createUser(db);
      await recordAudit(db, {
        actor: { id: actor.id },
        action: 'role.updated',
        subject: { type: 'role', id: number, label: `role ${number}` },
        before: { description: 'old' },
        after: { description: `new ${number}` },
      });
    }
    testApp.statements.statements = 0;
    const { entries } = await listed('?perPage=50');
    expect(entries.data).toHaveLength(50);
    // The session, the member, then the count, the page and its actors: not one more per entry.
    expect(testApp.statements.statements).toBeLessThanOrEqual(5);
  });
});
