// The audit log's date range is in days of the organisation's calendar (APP_TIMEZONE), the days its
// times are shown in: a late evening in New York is the next day in UTC, and a day can last 23 or 25 hours.
import { afterAll, describe, expect, it } from 'vitest';
import type { AuditEntryItem } from '../../common/types/audit.js';
import type { Paginated } from '../../common/types/list.js';
import { recordAudit } from '../../server/features/audit/index.js';
import { createRoleWith } from '../support/factories.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { page, signedInWith, type Agent } from './admin/support.js';

async function auditedApp(timeZone: string) {
  const testApp = await createTestApp({ env: { APP_TIMEZONE: timeZone } });
  afterAll(() => testApp.close());
  await createRoleWith(testApp.context.db, 'auditors', ['audit.view']);
  const { agent } = await signedInWith(testApp, ['auditors']);
  return { testApp, agent };
}

const newYork = await auditedApp('America/New_York');

/** An entry named by its label, written at the instant given. */
const entryAt = (testApp: TestApp, label: string, at: string) =>
  recordAudit(testApp.context.db, {
    actor: null,
    action: 'role.created',
    subject: { type: 'role', id: null, label },
    after: { name: label },
    at: new Date(at),
  });

// 23:30 on Saturday 7 March in New York (EST, UTC-5): 04:30 on the 8th in UTC.
await entryAt(newYork.testApp, 'saturday night', '2026-03-08T04:30:00Z');
// Sunday 8 March is 23 hours long (clocks go forward at 02:00): 00:15 EST and 23:30 EDT on it.
await entryAt(newYork.testApp, 'short day start', '2026-03-08T05:15:00Z');
await entryAt(newYork.testApp, 'short day end', '2026-03-09T03:30:00Z');
// Sunday 1 November is 25 hours long (clocks go back at 02:00): 23:30 EST on it is 04:30 on the 2nd in UTC.
await entryAt(newYork.testApp, 'long day end', '2026-11-02T04:30:00Z');

async function labels({ testApp, agent }: { testApp: TestApp; agent: Agent }, query: string) {
  const { props } = await page<{ entries: Paginated<AuditEntryItem> }>(testApp, agent, `/admin/audit${query}`);
  return props.entries.data.map((entry) => entry.subject.label).sort();
}

describe("the audit log's date range", () => {
  it("reads days on the organisation's calendar, not in UTC", async () => {
    expect(await labels(newYork, '?from=2026-03-07&to=2026-03-07')).toEqual(['saturday night']);
    expect(await labels(newYork, '?to=2026-03-07')).toEqual(['saturday night']);
    expect(await labels(newYork, '?from=2026-03-06&to=2026-03-06')).toEqual([]);
  });

  it('keeps a day whole when the clocks change during it', async () => {
    expect(await labels(newYork, '?from=2026-03-08&to=2026-03-08')).toEqual(['short day end', 'short day start']);
    expect(await labels(newYork, '?from=2026-03-09&to=2026-03-09')).toEqual([]);
    expect(await labels(newYork, '?from=2026-11-01&to=2026-11-01')).toEqual(['long day end']);
    expect(await labels(newYork, '?from=2026-11-02')).toEqual([]);
  });

  // West of Greenwich the last day ends after 9999 in UTC, east of it the first one starts before 0001.
  it('takes the first and last days a date can name, on either side of Greenwich', async () => {
    const all = ['long day end', 'saturday night', 'short day end', 'short day start'];
    expect(await labels(newYork, '?from=0001-01-01&to=9999-12-31')).toEqual(all);
    expect(await labels(newYork, '?from=9999-12-31')).toEqual([]);
    const tokyo = await auditedApp('Asia/Tokyo');
    await entryAt(tokyo.testApp, 'tokyo', '2026-03-08T04:30:00Z');
    expect(await labels(tokyo, '?from=0001-01-01&to=9999-12-31')).toEqual(['tokyo']);
    expect(await labels(tokyo, '?to=0001-01-01')).toEqual([]);
  });
});
