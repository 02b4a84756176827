import crypto from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type { GuardianConsentState } from '../../../common/guardian-consent.js';
import type { DoorSearchResponse, ScanResponse, SyncResponse } from '../../../common/types/scanner.js';
import type { AttendeeRow } from '../../../common/types/event-admin.js';
import type { EventCounters } from '../../../common/types/tickets.js';
import { pageAt, signedIn } from '../../support/member-session.js';
import { createTestApp } from '../../support/test-app.js';
import { createEvent, createTicket, doorScanner, postScan, scanUrl, syncUrl } from './support.js';

const testApp = await createTestApp();
afterAll(() => testApp.close());
const { db } = testApp.context;
const door = await doorScanner(testApp, 'Presence Door');
const scanners = [door, await doorScanner(testApp, 'Door B'), await doorScanner(testApp, 'Door C')];

const verdictOf = async (body: object, eventId: number) =>
  ((await postScan(door.agent, scanUrl(eventId), body).expect(200)).body as ScanResponse).verdict;

/** `count` scans sent at the same instant from three scanners; the outcomes they got. */
async function race(eventId: number, bodies: object[]): Promise<string[]> {
  const responses = await Promise.all(
    bodies.map((body, index) => postScan(scanners[index % scanners.length]!.agent, scanUrl(eventId), body)),
  );
  return responses.map((response) => (response.body as ScanResponse).verdict.outcome);
}

const count = (outcomes: string[], outcome: string) => outcomes.filter((each) => each === outcome).length;

describe('entry and exit (SPEC §11)', () => {
  it('lets a ticket out once and in again; an exit of someone outside is "not inside"', async () => {
    const event = await createEvent(db);
    const ticket = await createTicket(db, event.id, { name: 'Ines Inside' });
    expect(await verdictOf({ code: ticket.code, direction: 'exit' }, event.id)).toEqual({
      outcome: 'not_inside',
      attendeeName: 'Ines Inside',
    });
    expect(await verdictOf({ code: ticket.code }, event.id)).toMatchObject({ outcome: 'valid', direction: 'entry' });
    const out = await postScan(door.agent, scanUrl(event.id), { code: ticket.code, direction: 'exit' }).expect(200);
    expect((out.body as ScanResponse).verdict).toMatchObject({ outcome: 'valid', direction: 'exit' });
    expect((out.body as ScanResponse).counters).toMatchObject({ checkedIn: 1, inside: 0 });
    expect(await verdictOf({ code: ticket.code, direction: 'entry', entrance: 'Side door' }, event.id)).toMatchObject({
      outcome: 'valid',
    });
    const logs = await db.checkIn.findMany({ where: { ticketId: ticket.id }, orderBy: { id: 'asc' } });
    expect(logs.map(({ direction, outcome, entrance }) => [direction, outcome, entrance])).toEqual([
      ['exit', 'not_inside', null],
      ['entry', 'valid', null],
      ['exit', 'valid', null],
      ['entry', 'valid', 'Side door'],
    ]);
    // The first admission's time stays: re-entry only marks the ticket inside again.
    const row = await db.ticket.findUniqueOrThrow({ where: { id: ticket.id } });
    expect(row.inside).toBe(true);
    expect(row.checkedInAt?.getTime()).toBe(logs[1]!.at.getTime());
  });

  it('lets exactly one of 20 racing exit scans out', async () => {
    const event = await createEvent(db);
    const ticket = await createTicket(db, event.id);
    await verdictOf({ code: ticket.code }, event.id);
    const outcomes = await race(
      event.id,
      Array.from({ length: 20 }, () => ({ code: ticket.code, direction: 'exit' })),
    );
    expect(count(outcomes, 'valid')).toBe(1);
    expect(count(outcomes, 'not_inside')).toBe(19);
    expect((await db.ticket.findUniqueOrThrow({ where: { id: ticket.id } })).inside).toBe(false);
  });

  it('admits exactly one of 20 racing manual check-ins, logged as manual', async () => {
    const event = await createEvent(db);
    const ticket = await createTicket(db, event.id);
    const outcomes = await race(
      event.id,
      Array.from({ length: 20 }, () => ({ ticketId: ticket.id })),
    );
    expect(count(outcomes, 'valid')).toBe(1);
    expect(count(outcomes, 'already_checked_in')).toBe(19);
    expect(await db.checkIn.count({ where: { ticketId: ticket.id, method: 'manual' } })).toBe(20);
  });

  it("refuses another event's ticket by id as unknown, and a body with both a code and an id", async () => {
    const event = await createEvent(db);
    const other = await createEvent(db);
    const ticket = await createTicket(db, other.id);
    expect(await verdictOf({ ticketId: ticket.id }, event.id)).toEqual({ outcome: 'unknown' });
    const both = await postScan(door.agent, scanUrl(event.id), { code: ticket.code, ticketId: ticket.id }).expect(422);
    expect(both.body.errors).toHaveProperty('code');
    expect((await db.ticket.findUniqueOrThrow({ where: { id: ticket.id } })).inside).toBe(false);
  });

  it('refuses entry at a hard capacity limit, exactly, when 10 arrive at once for 3 places', async () => {
    const postCode = await db.postCode.create({ data: { code: '9999 ZZ', placeName: 'Full Town' } });
    const location = await db.location.create({
      data: {
        name: 'Small Hut',
        slug: `small-hut-${Date.now()}`,
        streetAddress: 'Lane 1',
        postCodeId: postCode.id,
        capacity: 3,
        capacityIsHardLimit: true,
      },
    });
    const event = await createEvent(db);
    await db.event.update({ where: { id: event.id }, data: { locationId: location.id } });
    const tickets = await Promise.all(Array.from({ length: 10 }, () => createTicket(db, event.id)));
    const outcomes = await race(
      event.id,
      tickets.map((ticket) => ({ code: ticket.code })),
    );
    expect(count(outcomes, 'valid')).toBe(3);
    expect(count(outcomes, 'location_full')).toBe(7);
    expect(await db.ticket.count({ where: { eventId: event.id, inside: true } })).toBe(3);
    // One goes out: one more may come in.
    const inside = await db.ticket.findFirstOrThrow({ where: { eventId: event.id, inside: true } });
    await verdictOf({ code: inside.code, direction: 'exit' }, event.id);
    const waiting = await db.ticket.findFirstOrThrow({
      where: { eventId: event.id, inside: false, checkedInAt: null },
    });
    expect(await verdictOf({ code: waiting.code }, event.id)).toMatchObject({ outcome: 'valid' });
  });

  it('records an admission a device already made offline as inside, even into a full location', async () => {
    const postCode = await db.postCode.create({ data: { code: '9997 ZZ', placeName: 'Tight Town' } });
    const location = await db.location.create({
      data: {
        name: 'One Room',
        slug: `one-room-${Date.now()}`,
        streetAddress: 'Lane 3',
        postCodeId: postCode.id,
        capacity: 1,
        capacityIsHardLimit: true,
      },
    });
    const event = await createEvent(db);
    await db.event.update({ where: { id: event.id }, data: { locationId: location.id } });
    const online = await createTicket(db, event.id);
    const offline = await createTicket(db, event.id, { name: 'Otto Offline' });
    expect(await verdictOf({ code: online.code }, event.id)).toMatchObject({ outcome: 'valid' });
    const scan = { code: offline.code, clientScanId: crypto.randomUUID() };
    const synced = (await postScan(door.agent, syncUrl(event.id), { scans: [scan] }).expect(200)).body as SyncResponse;
    expect(synced.results[0]!.verdict).toMatchObject({ outcome: 'valid', attendeeName: 'Otto Offline' });
    expect(synced.counters).toMatchObject({ checkedIn: 2, inside: 2 });
    // The live door still refuses the next one, and Otto's exit finds him inside.
    const third = await createTicket(db, event.id);
    expect(await verdictOf({ code: third.code }, event.id)).toMatchObject({ outcome: 'location_full' });
    expect(await verdictOf({ code: offline.code, direction: 'exit' }, event.id)).toMatchObject({ outcome: 'valid' });
  });

  it('shows who may collect a minor on their exit: guardians who answered, then the adults a guardian allowed', async () => {
    const event = await createEvent(db);
    const ticket = await createTicket(db, event.id, { name: 'Kid Exit', birthDate: new Date('2016-01-01T00:00:00Z') });
    await db.guardian.create({
      data: {
        userId: ticket.userId,
        name: 'Pat Parent',
        email: 'pat-exit@example.test',
        phone: '+31612345678',
        relationship: 'parent',
        consentState: 'confirmed',
      },
    });
    // A second guardian only named so far, not answering yet: not someone the door hands the child to.
    await db.guardian.create({
      data: {
        userId: ticket.userId,
        position: 1,
        name: 'Named Only',
        email: 'named-only@example.test',
        phone: '+31611112222',
        relationship: 'parent',
      },
    });
    await db.authorisedAdult.create({
      data: { childId: ticket.userId, name: 'Gran Exit', phone: '+31687654321', relationship: 'grandmother' },
    });
    expect(await verdictOf({ code: ticket.code }, event.id)).toMatchObject({ minor: true, collectors: null });
    expect(await verdictOf({ code: ticket.code, direction: 'exit' }, event.id)).toMatchObject({
      outcome: 'valid',
      direction: 'exit',
      minor: true,
      collectors: [
        { name: 'Pat Parent', phone: '+31 6 12345678', relationship: 'parent', kind: 'guardian' },
        { name: 'Gran Exit', phone: '+31 6 87654321', relationship: 'grandmother', kind: 'authorised' },
      ],
    });
  });

  it("answers a minor's exit sent again (lost answer, sync sent twice) with who may collect them again", async () => {
    const event = await createEvent(db);
    const ticket = await createTicket(db, event.id, { name: 'Kid Replay', birthDate: new Date('2016-01-01') });
    await db.guardian.create({
      data: {
        userId: ticket.userId,
        name: 'Pia Parent',
        email: 'pia-replay@example.test',
        phone: '+31612345679',
        relationship: 'parent',
        consentState: 'confirmed',
      },
    });
    await verdictOf({ code: ticket.code }, event.id);
    const exit = { code: ticket.code, direction: 'exit', clientScanId: crypto.randomUUID() };
    const first = await verdictOf(exit, event.id);
    expect(first).toMatchObject({ outcome: 'valid', collectors: [{ name: 'Pia Parent', kind: 'guardian' }] });
    expect(await verdictOf(exit, event.id)).toEqual(first);

    await verdictOf({ code: ticket.code }, event.id);
    const batch = { scans: [{ ...exit, clientScanId: crypto.randomUUID() }] };
    const synced = (await postScan(door.agent, syncUrl(event.id), batch).expect(200)).body as SyncResponse;
    expect(synced.results[0]!.verdict).toEqual(first);
    const again = (await postScan(door.agent, syncUrl(event.id), batch).expect(200)).body as SyncResponse;
    expect(again.results).toEqual(synced.results);
  });

  it('tells a guardian who asked, by notice and mail, when their child goes in and out', async () => {
    const event = await createEvent(db, { title: 'Notice Night' });
    const ticket = await createTicket(db, event.id, {
      name: 'Watched Kid',
      birthDate: new Date('2015-01-01T00:00:00Z'),
    });
    const parent = await db.user.create({
      data: { name: 'Watching Parent', email: `watch-${Date.now()}@example.test`, passwordHash: '!' },
    });
    await db.guardian.create({
      data: {
        userId: ticket.userId,
        accountId: parent.id,
        doorNotices: true,
        name: 'Watching Parent',
        email: parent.email,
        phone: '+31612345670',
        relationship: 'parent',
        consentState: 'confirmed',
      },
    });
    await verdictOf({ code: ticket.code }, event.id);
    await verdictOf({ code: ticket.code, direction: 'exit' }, event.id);
    await testApp.runJobs();
    const subjects = (await testApp.mailTo(parent.email)).map((mail) => mail.subject).sort();
    expect(subjects).toEqual([
      'Watched Kid is checked in to Notice Night',
      'Watched Kid is checked out of Notice Night',
    ]);
  });
});

describe("a minor's guardians at the door (SPEC §10, §11)", () => {
  const guardianOf = (userId: number, position: number, name: string, consentState: GuardianConsentState) =>
    db.guardian.create({
      data: {
        userId,
        position,
        name,
        email: `${name.replace(' ', '-').toLowerCase()}-${Date.now()}@example.test`,
        phone: `+3161234560${position}`,
        relationship: 'parent',
        consentState,
      },
    });

  it("shows only a confirmed guardian's contact, and lets no declined or withdrawn guardian collect", async () => {
    const event = await createEvent(db);
    const ticket = await createTicket(db, event.id, { name: 'Kid Contact', birthDate: new Date('2016-01-01') });
    await guardianOf(ticket.userId, 0, 'Still Pending', 'pending');
    await guardianOf(ticket.userId, 1, 'Said Yes', 'confirmed');
    expect(await verdictOf({ code: ticket.code }, event.id)).toMatchObject({
      minor: true,
      guardian: { name: 'Said Yes', phone: '+31 6 12345601' },
    });
    expect(await verdictOf({ code: ticket.code, direction: 'exit' }, event.id)).toMatchObject({
      collectors: [{ name: 'Said Yes', kind: 'guardian' }],
    });

    for (const consentState of ['declined', 'revoked'] as const) {
      const other = await createTicket(db, event.id, {
        name: `Kid ${consentState}`,
        birthDate: new Date('2016-01-01'),
      });
      await guardianOf(other.userId, 0, `Parent ${consentState}`, consentState);
      expect(await verdictOf({ code: other.code }, event.id)).toMatchObject({ minor: true, guardian: null });
      expect(await verdictOf({ code: other.code, direction: 'exit' }, event.id)).toMatchObject({ collectors: [] });
    }
  });

  it('stops door notices on the 18th birthday', async () => {
    const event = await createEvent(db, { title: 'Birthday Night' });
    const today = new Date();
    const bornOn = (dayOffset: number) =>
      new Date(Date.UTC(today.getUTCFullYear() - 18, today.getUTCMonth(), today.getUTCDate() + dayOffset));
    const mailsFor = async (name: string, birthDate: Date) => {
      const ticket = await createTicket(db, event.id, { name, birthDate });
      const parent = await db.user.create({
        data: {
          name: `Parent of ${name}`,
          email: `${name.replace(' ', '-')}-${Date.now()}@example.test`,
          passwordHash: '!',
        },
      });
      const link = await guardianOf(ticket.userId, 0, `Parent of ${name}`, 'confirmed');
      await db.guardian.update({ where: { id: link.id }, data: { accountId: parent.id, doorNotices: true } });
      await verdictOf({ code: ticket.code }, event.id);
      await testApp.runJobs();
      return (await testApp.mailTo(parent.email)).map((mail) => mail.subject);
    };
    expect(await mailsFor('Turns Tomorrow', bornOn(1))).toEqual(['Turns Tomorrow is checked in to Birthday Night']);
    expect(await mailsFor('Turned Today', bornOn(0))).toEqual([]);
  });
});

describe('check-in by name', () => {
  const doorSearchUrl = (eventId: number, q: string) =>
    `/admin/events/${eventId}/door-search?q=${encodeURIComponent(q)}`;
  /** The names the door's search answers for the text, in its order. */
  const namesFound = (eventId: number) => async (q: string) =>
    ((await door.agent.get(doorSearchUrl(eventId, q)).expect(200)).body as DoorSearchResponse).results.map(
      ({ name }) => name,
    );

  it("finds this event's active ticket holders only, at most ten, from two letters", async () => {
    const event = await createEvent(db);
    const other = await createEvent(db);
    for (let index = 0; index < 12; index += 1) await createTicket(db, event.id, { name: `Zebedee ${index}` });
    await createTicket(db, other.id, { name: 'Zebedee Elsewhere' });
    const cancelled = await createTicket(db, event.id, { name: 'Zebedee Cancelled' });
    await db.ticket.update({ where: { id: cancelled.id }, data: { status: 'cancelled', activeEventId: null } });
    const url = (q: string) => `/admin/events/${event.id}/door-search?q=${encodeURIComponent(q)}`;
    const found = (await door.agent.get(url('zebedee')).expect(200)).body as DoorSearchResponse;
    expect(found.results).toHaveLength(10);
    expect(found.results.every((result) => /^Zebedee \d+$/.test(result.name))).toBe(true);
    expect(found.results[0]).toMatchObject({ inside: false, checkedIn: false, minor: false });
    const short = await door.agent.get(url('z')).expect(422);
    expect(short.body.errors).toHaveProperty('q');
    const { agent: member } = await signedIn(testApp);
    expect((await member.get(url('zebedee'))).status).toBe(403);
  });

  it('matches %, _ and \\ as themselves, and counts the characters typed, not their UTF-16 units', async () => {
    const event = await createEvent(db);
    for (const name of ['Peter Smith', 'Ann 100% Sure', 'Under_score', 'Back\\Slash'])
      await createTicket(db, event.id, { name });
    const names = namesFound(event.id);
    expect(await names('__')).toEqual([]);
    expect(await names('%%')).toEqual([]);
    expect(await names('\\\\')).toEqual([]);
    expect(await names('0%')).toEqual(['Ann 100% Sure']);
    expect(await names('r_s')).toEqual(['Under_score']);
    expect(await names('k\\s')).toEqual(['Back\\Slash']);
    expect(await names('SMITH')).toEqual(['Peter Smith']);
    // One letter, however many UTF-16 units it takes, is too short.
    expect((await door.agent.get(doorSearchUrl(event.id, '😀')).expect(422)).body.errors).toHaveProperty('q');
  });

  it('finds a name however its accents and capitals are typed, as a door volunteer types it', async () => {
    const event = await createEvent(db);
    for (const name of ['Zoë Müller', 'ÉLODIE Øster', 'Jürgen Straße', 'Zoe Plain'])
      await createTicket(db, event.id, { name });
    const names = namesFound(event.id);
    expect(await names('zoe')).toEqual(['Zoe Plain', 'Zoë Müller']);
    expect(await names('MÜLLER')).toEqual(['Zoë Müller']);
    expect(await names('muller')).toEqual(['Zoë Müller']);
    expect(await names('élodie')).toEqual(['ÉLODIE Øster']);
    expect(await names('oster')).toEqual(['ÉLODIE Øster']);
    expect(await names('strasse')).toEqual(['Jürgen Straße']);
  });
});

describe('who is still inside', () => {
  it('lists the attendees inside now on the admin event page, live counters included', async () => {
    const event = await createEvent(db);
    const stays = await createTicket(db, event.id, { name: 'Stays Late' });
    const leaves = await createTicket(db, event.id, { name: 'Leaves Early' });
    await createTicket(db, event.id, { name: 'Never Came' });
    for (const ticket of [stays, leaves]) await verdictOf({ code: ticket.code }, event.id);
    await verdictOf({ code: leaves.code, direction: 'exit' }, event.id);
    const { agent: staff } = await signedIn(testApp, { roles: ['admin'] });
    const page = await pageAt<{ counters: EventCounters; attendees: { data: AttendeeRow[] } }>(
      testApp,
      staff,
      `/admin/events/${event.id}?inside=yes`,
    );
    expect(page.props.counters).toMatchObject({ checkedIn: 2, inside: 1 });
    expect(page.props.attendees.data.map(({ name, inside }) => [name, inside])).toEqual([['Stays Late', true]]);
  });
});

describe('door figures', () => {
  it('counts admissions per entrance and warns from 90 % of the location capacity', async () => {
    const postCode = await db.postCode.create({ data: { code: '9998 ZZ', placeName: 'Warn Town' } });
    const location = await db.location.create({
      data: {
        name: 'Ten Hall',
        slug: `ten-hall-${Date.now()}`,
        streetAddress: 'Lane 2',
        postCodeId: postCode.id,
        capacity: 10,
      },
    });
    const event = await createEvent(db);
    await db.event.update({ where: { id: event.id }, data: { locationId: location.id } });
    const tickets = await Promise.all(Array.from({ length: 11 }, () => createTicket(db, event.id)));
    let last: ScanResponse | null = null;
    for (const [index, ticket] of tickets.entries()) {
      const entrance = index % 2 === 0 ? 'Main door' : 'Garden gate';
      last = (await postScan(door.agent, scanUrl(event.id), { code: ticket.code, entrance }).expect(200))
        .body as ScanResponse;
      if (index === 8) expect(last.door.occupancy).toMatchObject({ inside: 9, capacity: 10, level: 'warning' });
    }
    // Not a hard limit: the eleventh goes in, and the door is told the location is full.
    expect(last!.verdict.outcome).toBe('valid');
    expect(last!.door).toEqual({
      entrances: [
        { name: 'Garden gate', admitted: 5 },
        { name: 'Main door', admitted: 6 },
      ],
      occupancy: { location: 'Ten Hall', inside: 11, capacity: 10, hardLimit: false, level: 'full' },
    });
  });
});
