// The public event list's date range is in whole days of the organisation's calendar (APP_TIMEZONE), the
// days its cards show, not UTC days: an evening in New York is the next day in UTC.
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import type { EventIndexProps } from '../../../common/types/events.js';
import { visit } from '../../support/inertia-request.js';
import { createTestApp } from '../../support/test-app.js';
import { createEvent } from '../tickets/support.js';

const NOW = new Date('2026-06-15T10:00:00Z');
const testApp = await createTestApp({ clock: { now: NOW }, env: { APP_TIMEZONE: 'America/New_York' } });
afterAll(() => testApp.close());
const { db } = testApp.context;

// 20:00–22:00 on Tuesday 16 June in New York (UTC-4): 00:00–02:00 on the 17th in UTC.
await createEvent(db, NOW, {
  title: 'Tuesday evening talk',
  startsAt: new Date('2026-06-17T00:00:00Z'),
  endsAt: new Date('2026-06-17T02:00:00Z'),
});
// 09:00 on Wednesday 17 June in New York.
await createEvent(db, NOW, {
  title: 'Wednesday morning walk',
  startsAt: new Date('2026-06-17T13:00:00Z'),
  endsAt: new Date('2026-06-17T15:00:00Z'),
});

async function titlesOn(query: string) {
  const { body } = await visit(request(testApp.app), `/events${query}`, {
    version: testApp.context.assets.version,
  }).expect(200);
  return (body.props as EventIndexProps).events.data.map((event) => event.title);
}

describe('the public event list filtered by days', () => {
  it("reads the days on the organisation's calendar", async () => {
    expect(await titlesOn('?from=2026-06-16&to=2026-06-16')).toEqual(['Tuesday evening talk']);
    expect(await titlesOn('?from=2026-06-17&to=2026-06-17')).toEqual(['Wednesday morning walk']);
    expect(await titlesOn('?to=2026-06-16')).toEqual(['Tuesday evening talk']);
    expect(await titlesOn('?from=2026-06-17')).toEqual(['Wednesday morning walk']);
  });
});
