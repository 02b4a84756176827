import { afterAll, describe, expect, it } from 'vitest';
import type { PageProps } from '../../../common/types/pages.js';
import crypto from 'node:crypto';
import { MAX_SYNC_BATCH, type DoorList, type ScanResponse, type SyncResponse } from '../../../common/types/scanner.js';
import { DEFAULT_PASSWORD, createRoleWith } from '../../support/factories.js';
import { confirmPassword, pageAt, signedIn, submit, type Agent } from '../../support/member-session.js';
import { browserAgent, createTestApp } from '../../support/test-app.js';
import { SCAN_LIMIT } from '../../../server/features/scanner/routes.js';
import {
  createEvent,
  createTicket,
  doorScanner,
  eventUrl,
  invitationsUrl,
  invitationWindow,
  getJson,
  madeUpBatch,
  postScan,
  scanUrl,
  syncUrl,
  volunteerAt,
} from './support.js';

const HOUR = 60 * 60 * 1000;
const clock = { now: new Date('2026-06-01T18:00:00Z') };
const testApp = await createTestApp({ clock });
afterAll(() => testApp.close());
const { db } = testApp.context;

await createRoleWith(db, 'door-organisers', ['events.manage']);
const manager = await signedIn(testApp, { roles: ['door-organisers'], name: 'Olga Organiser' });
const window = (fromHours: number, toHours: number) => invitationWindow(clock.now, fromHours, toHours);
const eventTonight = () => createEvent(db, { startsAt: new Date(clock.now.getTime() - HOUR) });

/** Creates an invitation as the manager and reads its link from the event page, where it shows once. */
async function invite(eventId: number, label = 'Friday volunteers', hours = window(-1, 4)): Promise<string> {
  await submit(manager.agent, 'post', invitationsUrl(eventId), { label, ...hours }, eventUrl(eventId)).expect(302);
  const page = await pageAt<PageProps['admin/event/Show']>(testApp, manager.agent, eventUrl(eventId));
  const link = page.props.newDoorInvitation;
  expect(link?.label).toBe(label);
  return new URL(link!.url).pathname;
}

/** A browser without an account opening the link and typing a name: the scanner page it lands on. */
const volunteer = (path: string, name: string) => volunteerAt(testApp, path, name);

describe('door invitations (SPEC §11)', () => {
  it('an event manager creates one; its link shows once, and creating it is audited', async () => {
    const event = await eventTonight();
    await invite(event.id);
    const again = await pageAt<PageProps['admin/event/Show']>(testApp, manager.agent, eventUrl(event.id));
    expect(again.props.newDoorInvitation).toBeNull();
    expect(again.props.doorInvitations).toEqual([
      expect.objectContaining({ label: 'Friday volunteers', state: 'open', createdBy: 'Olga Organiser', scans: 0 }),
    ]);
    const stored = await db.doorInvitation.findFirstOrThrow({ where: { eventId: event.id } });
    expect(stored.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(await db.auditEntry.count({ where: { action: 'door.invitation_created', subjectId: event.id } })).toBe(1);
  });

  it('refuses a bad window with field errors and writes nothing; door staff may not create one', async () => {
    const event = await eventTonight();
    const refused = await submit(
      manager.agent,
      'post',
      invitationsUrl(event.id),
      { label: '', ...window(3, 1) },
      eventUrl(event.id),
    ).expect(303);
    expect(refused.headers.location).toBe(eventUrl(event.id));
    const page = await pageAt(testApp, manager.agent, eventUrl(event.id));
    expect(page.props.errors).toMatchObject({
      label: 'Say who the invitation is for.',
      closesAt: 'The end must be after the start.',
    });
    const tooLong = await submit(manager.agent, 'post', invitationsUrl(event.id), {
      label: 'Week',
      ...window(0, 24 * 8),
    });
    expect(tooLong.status).toBe(303);
    // Unreadable, or a year the database cannot keep once the offset is applied: each its field's error.
    for (const [opensAt, closesAt] of [
      ['x', 'y'],
      ['0000-01-01T00:00:00+01:00', window(0, 2).closesAt],
    ] as const) {
      await submit(manager.agent, 'post', invitationsUrl(event.id), { label: 'Odd', opensAt, closesAt }).expect(303);
      expect(Object.keys((await pageAt(testApp, manager.agent, eventUrl(event.id))).props.errors)).toContain('opensAt');
    }
    // A window already over would hand out a link that never works.
    await submit(manager.agent, 'post', invitationsUrl(event.id), { label: 'Late', ...window(-3, -1) }).expect(303);
    expect((await pageAt(testApp, manager.agent, eventUrl(event.id))).props.errors).toEqual({
      closesAt: 'This time has passed: the invitation would never work.',
    });
    const door = await doorScanner(testApp);
    await submit(door.agent, 'post', invitationsUrl(event.id), { label: 'Mine', ...window(0, 2) }).expect(403);
    expect(await db.doorInvitation.count({ where: { eventId: event.id } })).toBe(0);
  });

  it('refuses one for a cancelled event with the reason, and creates nothing', async () => {
    const event = await eventTonight();
    await db.event.update({ where: { id: event.id }, data: { status: 'cancelled', cancelledAt: clock.now } });
    const refused = await submit(
      manager.agent,
      'post',
      invitationsUrl(event.id),
      { label: 'Friday', ...window(0, 4) },
      eventUrl(event.id),
    ).expect(303);
    expect(refused.headers.location).toBe(eventUrl(event.id));
    const page = await pageAt<PageProps['admin/event/Show']>(testApp, manager.agent, eventUrl(event.id));
    expect(page.props.errors).toEqual({
      label: 'This event is cancelled: its door lets nobody in, so it needs no door volunteers.',
    });
    expect(page.props.newDoorInvitation).toBeNull();
    expect(await db.doorInvitation.count({ where: { eventId: event.id } })).toBe(0);
  });

  // A volunteer without an account scans as the manager who invited them: a replay must still answer only
  // the device that made the scan, or a volunteer could read back any scan by its client id.
  it("never answers a volunteer from the manager's scans, nor the manager from a volunteer's", async () => {
    const event = await eventTonight();
    const ticket = await createTicket(db, event.id, { name: 'Pia Private' });
    const agent = await volunteer(await invite(event.id, 'Replay volunteers'), 'Rex Replay');
    const managers = crypto.randomUUID();
    const first = (
      await postScan(manager.agent, scanUrl(event.id), { code: ticket.code, clientScanId: managers }).expect(200)
    ).body as ScanResponse;
    expect(first.verdict.outcome).toBe('valid');

    const borrowed = (await postScan(agent, scanUrl(event.id), { code: 'x', clientScanId: managers }).expect(200))
      .body as ScanResponse;
    expect(borrowed.verdict).toEqual({ outcome: 'unknown' });
    const synced = (
      await postScan(agent, syncUrl(event.id), { scans: [{ code: 'x', clientScanId: managers }] }).expect(200)
    ).body as SyncResponse;
    expect(synced.results.map(({ verdict }) => verdict)).toEqual([{ outcome: 'unknown' }]);

    const volunteers = crypto.randomUUID();
    await postScan(agent, scanUrl(event.id), { code: 'y', clientScanId: volunteers }).expect(200);
    const own = (await postScan(agent, scanUrl(event.id), { code: 'y', clientScanId: volunteers }).expect(200))
      .body as ScanResponse;
    expect(own.verdict).toEqual({ outcome: 'unknown' });
    const managerBorrows = (
      await postScan(manager.agent, scanUrl(event.id), { code: ticket.code, clientScanId: volunteers }).expect(200)
    ).body as ScanResponse;
    expect(managerBorrows.verdict.outcome).toBe('already_checked_in');
    // Each logged once per scanner: the volunteer's sync of the manager's id replayed the volunteer's own scan.
    expect(await db.checkIn.count({ where: { eventId: event.id, clientScanId: volunteers } })).toBe(2);
    expect(await db.checkIn.count({ where: { eventId: event.id, clientScanId: managers } })).toBe(2);
  });

  it("tells a volunteer of a door conflict without the other scanners' client scan ids", async () => {
    const event = await eventTonight();
    const ticket = await createTicket(db, event.id, { name: 'Dan Double' });
    const agent = await volunteer(await invite(event.id, 'Conflict volunteers'), 'Cleo Conflict');
    const offline = (minutesAgo: number) => ({
      code: ticket.code,
      clientScanId: crypto.randomUUID(),
      scannedAt: new Date(clock.now.getTime() - minutesAgo * 60_000).toISOString(),
    });
    const managers = offline(10);
    const volunteers = offline(5);
    await postScan(manager.agent, syncUrl(event.id), { scans: [managers] }).expect(200);
    const synced = (await postScan(agent, syncUrl(event.id), { scans: [volunteers] }).expect(200)).body as SyncResponse;
    const list = (await getJson(agent, `${eventUrl(event.id)}/door-list`).expect(200)).body as DoorList;
    for (const conflicts of [synced.conflicts, list.conflicts])
      expect(conflicts.map(({ admissions }) => admissions.map(({ clientScanId }) => clientScanId))).toEqual([
        [null, volunteers.clientScanId],
      ]);
    const managerList = (await getJson(manager.agent, `${eventUrl(event.id)}/door-list`).expect(200)).body as DoorList;
    expect(managerList.conflicts.map(({ admissions }) => admissions.map(({ clientScanId }) => clientScanId))).toEqual([
      [managers.clientScanId, null],
    ]);
  });

  // Opening the link again gives a guest a fresh session: the limit must not start afresh with it.
  it('holds a volunteer to the scan limit however often they open the link again', async () => {
    const event = await eventTonight();
    const path = await invite(event.id, 'Busy volunteers');
    const agent = await volunteer(path, 'Bo Busy');
    for (let sent = 0; sent < SCAN_LIMIT.points; sent += MAX_SYNC_BATCH)
      await postScan(agent, syncUrl(event.id), madeUpBatch()).expect(200);
    await postScan(agent, scanUrl(event.id), { code: 'one more' }).expect(429);
    const reopened = await volunteer(path, 'Bo Busy');
    await postScan(reopened, scanUrl(event.id), { code: 'one more' }).expect(429);
  });

  it('lets a volunteer without an account scan at that door only, every scan logged with their name', async () => {
    const event = await eventTonight();
    const other = await eventTonight();
    const ticket = await createTicket(db, event.id, { name: 'Tia Ticket' });
    const agent = await volunteer(await invite(event.id), 'Vera Volunteer');

    const scanner = await pageAt<PageProps['admin/event/Scanner']>(testApp, agent, `${eventUrl(event.id)}/scanner`);
    expect(scanner.props.volunteer).toBe('Vera Volunteer');
    const scan = (await postScan(agent, scanUrl(event.id), { code: ticket.code }).expect(200)).body as ScanResponse;
    expect(scan.verdict.outcome).toBe('valid');
    const again = (await postScan(agent, scanUrl(event.id), { code: ticket.code }).expect(200)).body as ScanResponse;
    expect(again.verdict).toMatchObject({ outcome: 'already_checked_in', checkedInBy: 'Vera Volunteer' });
    const logs = await db.checkIn.findMany({ where: { eventId: event.id } });
    expect(logs.map((log) => [log.scannerName, log.scannedById])).toEqual([
      ['Vera Volunteer', manager.user.id],
      ['Vera Volunteer', manager.user.id],
    ]);
    await agent.get(`${eventUrl(event.id)}/door-list`).expect(200);
    // A bulk export: logged as the manager the volunteer scans for, with their invitation and name.
    const download = await db.auditEntry.findFirstOrThrow({
      where: { action: 'door.list_downloaded', subjectId: event.id },
    });
    const invitation = await db.doorInvitation.findFirstOrThrow({ where: { eventId: event.id } });
    expect(download.actorId).toBe(manager.user.id);
    expect(JSON.parse(download.after!)).toEqual({ rows: 1, invitationId: invitation.id, volunteer: 'Vera Volunteer' });

    // Nothing else: another event's door, the event's admin page, the admin home.
    const otherDoor = await agent.get(`${eventUrl(other.id)}/scanner`).expect(302);
    expect(otherDoor.headers.location).toBe('/login');
    await postScan(agent, scanUrl(other.id), { code: ticket.code }).expect(401);
    expect((await agent.get(eventUrl(event.id)).expect(302)).headers.location).toBe('/login');
    expect((await agent.get('/admin').expect(302)).headers.location).toBe('/login');
  });

  it('a signed-in member opening the link goes straight to the scanner and scans as themselves', async () => {
    const event = await eventTonight();
    const path = await invite(event.id, 'Members at the door');
    const member = await signedIn(testApp, { name: 'Mia Member' });
    const opened = await member.agent.get(path).expect(302);
    expect(opened.headers.location).toBe(`${eventUrl(event.id)}/scanner`);
    const ticket = await createTicket(db, event.id);
    await postScan(member.agent, scanUrl(event.id), { code: ticket.code }).expect(200);
    const log = await db.checkIn.findFirstOrThrow({ where: { ticketId: ticket.id } });
    expect([log.scannedById, log.scannerName]).toEqual([member.user.id, 'Mia Member']);

    // Deleting the account takes their name off the door's records too; another volunteer's stays.
    const other = await signedIn(testApp, { name: 'Max Member' });
    await other.agent.get(path).expect(302);
    const otherTicket = await createTicket(db, event.id);
    await postScan(other.agent, scanUrl(event.id), { code: otherTicket.code }).expect(200);
    await confirmPassword(member.agent);
    await submit(member.agent, 'delete', '/settings/profile', { password: DEFAULT_PASSWORD }).expect(303);
    const scans = await db.checkIn.findMany({ where: { eventId: event.id }, orderBy: { id: 'asc' } });
    expect(scans.map((scan) => scan.scannerName)).toEqual([null, 'Max Member']);
    const tickets = await db.ticket.findMany({ where: { eventId: event.id }, orderBy: { id: 'asc' } });
    expect(tickets.map((row) => row.checkedInByName)).toEqual([null, 'Max Member']);
  });

  it('works only inside its window and until withdrawn', async () => {
    const event = await eventTonight();
    const later = await invite(event.id, 'Later shift', window(2, 4));
    const guest = await browserAgent(testApp.app);
    const early = await guest.get(later).expect(404);
    expect(early.text).toContain('expired, was withdrawn or does not exist');

    const path = await invite(event.id, 'Short shift', window(-1, 1));
    const agent = await volunteer(path, 'Walt Withdrawn');
    const ticket = await createTicket(db, event.id);
    clock.now = new Date(clock.now.getTime() + 2 * HOUR);
    try {
      await postScan(agent, scanUrl(event.id), { code: ticket.code }).expect(401);
      await (await browserAgent(testApp.app)).get(path).expect(404);
    } finally {
      clock.now = new Date(clock.now.getTime() - 2 * HOUR);
    }

    const withdrawnPath = await invite(event.id, 'Withdrawn shift');
    const withdrawnAgent = await volunteer(withdrawnPath, 'Wes');
    const invitation = await db.doorInvitation.findFirstOrThrow({ where: { label: 'Withdrawn shift' } });
    await submit(
      manager.agent,
      'delete',
      `${invitationsUrl(event.id)}/${invitation.id}`,
      {},
      eventUrl(event.id),
    ).expect(303);
    await postScan(withdrawnAgent, scanUrl(event.id), { code: ticket.code }).expect(401);
    expect(await db.checkIn.count({ where: { ticketId: ticket.id } })).toBe(0);
    expect(await db.auditEntry.count({ where: { action: 'door.invitation_withdrawn', subjectId: event.id } })).toBe(1);
  });

  it("refuses the scanner's fetch once the invitation closed with a JSON 401, never the login page", async () => {
    const event = await eventTonight();
    const ticket = await createTicket(db, event.id, { name: 'Rita Refused' });
    const refusedEverywhere = async (agent: Agent) => {
      const answers = [
        await postScan(agent, scanUrl(event.id), { code: ticket.code }),
        await postScan(agent, syncUrl(event.id), {
          scans: [{ code: ticket.code, clientScanId: crypto.randomUUID(), scannedAt: clock.now.toISOString() }],
        }),
        await getJson(agent, `${eventUrl(event.id)}/door-search?q=Rita`),
        await getJson(agent, `${eventUrl(event.id)}/door-list`),
      ];
      for (const answer of answers) {
        expect([answer.status, answer.type, answer.headers.location]).toEqual([401, 'application/json', undefined]);
        expect(answer.body).toEqual({ message: expect.any(String) });
      }
    };

    const expiring = await volunteer(await invite(event.id, 'Ending shift', window(-1, 1)), 'Eve Expired');
    await getJson(expiring, `${eventUrl(event.id)}/door-list`).expect(200);
    clock.now = new Date(clock.now.getTime() + 2 * HOUR);
    try {
      await refusedEverywhere(expiring);
    } finally {
      clock.now = new Date(clock.now.getTime() - 2 * HOUR);
    }

    const withdrawing = await volunteer(await invite(event.id, 'Withdrawn night'), 'Wim Withdrawn');
    await getJson(withdrawing, `${eventUrl(event.id)}/door-search?q=Rita`).expect(200);
    const invitation = await db.doorInvitation.findFirstOrThrow({ where: { label: 'Withdrawn night' } });
    await submit(manager.agent, 'delete', `${invitationsUrl(event.id)}/${invitation.id}`, {}, eventUrl(event.id));
    await refusedEverywhere(withdrawing);
    expect(await db.checkIn.count({ where: { ticketId: ticket.id } })).toBe(0);
    // The scanner page itself, opened in the browser or by an Inertia visit, still goes to the login.
    const page = await withdrawing.get(`${eventUrl(event.id)}/scanner`).expect(302);
    expect(page.headers.location).toBe('/login');
  });

  it('answers staff who lost tickets.scan with a JSON 403', async () => {
    const event = await eventTonight();
    const member = await signedIn(testApp);
    for (const answer of [
      await postScan(member.agent, scanUrl(event.id), { code: 'abc' }),
      await getJson(member.agent, `${eventUrl(event.id)}/door-list`),
    ]) {
      expect([answer.status, answer.type]).toEqual([403, 'application/json']);
    }
  });
});
