// A door invitation lasts only as long as its maker may manage events (SPEC §11, §14): a volunteer scans
// as the manager who invited them, so a manager whose role was taken away leaves no door open behind them.
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import type { PageProps } from '../../../common/types/pages.js';
import { createRoleWith } from '../../support/factories.js';
import { pageAt, signedIn, submit } from '../../support/member-session.js';
import { createTestApp } from '../../support/test-app.js';
import {
  createEvent,
  createTicket,
  eventUrl,
  getJson,
  invitationsUrl,
  invitationWindow,
  postScan,
  scanUrl,
  volunteerAt,
} from './support.js';

const HOUR = 60 * 60 * 1000;
const NOW = new Date('2026-06-02T19:30:00Z');
const testApp = await createTestApp({ clock: { now: NOW } });
afterAll(() => testApp.close());
const { db } = testApp.context;
await createRoleWith(db, 'door-makers', ['events.manage']);

describe("a door invitation and its maker's rights", () => {
  it('stops working once its maker may no longer manage events, or their account is gone', async () => {
    const event = await createEvent(db, { startsAt: new Date(NOW.getTime() - HOUR) });
    const ticket = await createTicket(db, event.id, { name: 'Dora Door' });
    const openedBy = async (label: string) => {
      const maker = await signedIn(testApp, { roles: ['door-makers'], name: `Maker of ${label}` });
      const from = eventUrl(event.id);
      await submit(
        maker.agent,
        'post',
        invitationsUrl(event.id),
        { label, ...invitationWindow(NOW, -1, 4) },
        from,
      ).expect(302);
      const link = (await pageAt<PageProps['admin/event/Show']>(testApp, maker.agent, from)).props.newDoorInvitation;
      const path = new URL(link!.url).pathname;
      const crew = await volunteerAt(testApp, path, `Crew of ${label}`);
      await getJson(crew, `${eventUrl(event.id)}/door-list`).expect(200);
      return { maker: maker.user, path, crew };
    };

    const demoted = await openedBy('Demoted night');
    const deleted = await openedBy('Deleted night');
    await db.userRole.deleteMany({ where: { userId: demoted.maker.id } });
    await db.user.update({ where: { id: deleted.maker.id }, data: { deletedAt: NOW } });

    for (const { path, crew } of [demoted, deleted]) {
      expect((await postScan(crew, scanUrl(event.id), { code: ticket.code })).status).toBe(401);
      await request.agent(testApp.app).get(path).expect(404);
    }
    expect(await db.checkIn.count({ where: { ticketId: ticket.id } })).toBe(0);
  });
});
