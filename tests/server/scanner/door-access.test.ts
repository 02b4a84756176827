import { afterAll, describe, expect, it } from 'vitest';
import type { ScannerEvent } from '../../../common/types/scanner.js';
import { createRoleWith } from '../../support/factories.js';
import { pageAt, signedIn } from '../../support/member-session.js';
import { createTestApp } from '../../support/test-app.js';
import { createEvent, doorScanner } from './support.js';

const clock = { now: new Date('2026-06-01T12:00:00Z') };
const testApp = await createTestApp({ clock });
afterAll(() => testApp.close());
const { db } = testApp.context;

const HOUR = 60 * 60 * 1000;

describe('how door staff reach the scanner', () => {
  it('lists, on the admin home, the published events of today and later, soonest first', async () => {
    const tonight = await createEvent(db, { title: 'Tonight', startsAt: new Date(clock.now.getTime() + 6 * HOUR) });
    const underWay = await createEvent(db, { title: 'Under way', startsAt: new Date(clock.now.getTime() - HOUR) });
    await createEvent(db, { title: 'Last week', startsAt: new Date(clock.now.getTime() - 7 * 24 * HOUR) });
    const draft = await createEvent(db, { title: 'Draft', startsAt: new Date(clock.now.getTime() + 2 * HOUR) });
    await db.event.update({ where: { id: draft.id }, data: { status: 'draft' } });
    const { agent } = await doorScanner(testApp);
    const page = await pageAt<{ doorEvents: ScannerEvent[] }>(testApp, agent, '/admin');
    expect(page.component).toBe('admin/Dashboard');
    expect(page.props.doorEvents.map((event) => event.id)).toEqual([underWay.id, tonight.id]);
    await pageAt(testApp, agent, `/admin/events/${tonight.id}/scanner`);
  });

  it('sends no door list to staff who may not scan', async () => {
    await createRoleWith(db, 'writers', ['blog.manage']);
    const { agent } = await signedIn(testApp, { roles: ['writers'] });
    const page = await pageAt<{ doorEvents: ScannerEvent[] | null }>(testApp, agent, '/admin');
    expect(page.props.doorEvents).toBeNull();
  });
});
