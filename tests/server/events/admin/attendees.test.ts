import { parse } from 'csv-parse/sync';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { AdminEventDetail, AttendeeRow } from '../../../../common/types/event-admin.js';
import type { ListFilters, Paginated } from '../../../../common/types/list.js';
import type { EventCounters } from '../../../../common/types/tickets.js';
import { neutraliseFormula } from '../../../../server/features/events/admin/attendees-csv.js';
import { createRoleWith, createUser } from '../../../support/factories.js';
import { appWithAdmin, page, signedInWith, submit, type Agent } from '../../admin/support.js';
import { createEvent, createTicket } from './support.js';

type ShowProps = {
  event: AdminEventDetail;
  counters: EventCounters;
  attendees: Paginated<AttendeeRow>;
  filters: ListFilters;
  canScan: boolean;
};

const NOW = new Date('2026-06-15T12:00:00Z');
const { testApp, admin } = await appWithAdmin({ clock: { now: NOW } });

/** An event with a checked-in adult, a minor not checked in, and a cancelled ticket. */
async function eventWithAttendees() {
  const { db } = testApp.context;
  const scanner = await createUser(db, { name: 'Door Dana' });
  const event = await createEvent(db, { title: 'Concert', capacity: 10 });
  const adult = await createTicket(db, event.id, {
    name: 'Alice Adult',
    email: `alice-${event.id}@example.test`,
    checkedIn: { at: new Date('2026-07-01T18:05:00Z'), byId: scanner.id },
  });
  const minor = await createTicket(db, event.id, {
    name: 'Bob Young',
    email: `bob-${event.id}@example.test`,
    birthDate: new Date('2012-01-01T00:00:00Z'),
  });
  const gone = await createTicket(db, event.id, {
    name: 'Carol Gone',
    email: `carol-${event.id}@example.test`,
    cancelled: true,
  });
  return { event, adult, minor, gone, scanner };
}

describe('admin event page', () => {
  it('shows the counters and every ticket, active and cancelled, with minor flag and check-in', async () => {
    const { event, adult, minor, gone } = await eventWithAttendees();
    const { component, props } = await page<ShowProps>(testApp, admin, `/admin/events/${event.id}`);
    expect(component).toBe('admin/event/Show');
    expect(props.event).toMatchObject({ id: event.id, title: 'Concert', capacity: 10 });
    expect(props.counters).toEqual({
      eventId: event.id,
      capacity: 10,
      issued: 2,
      checkedIn: 1,
      inside: 0,
      remaining: 8,
    });
    expect(props.canScan).toBe(true);
    expect(props.attendees.data).toEqual([
      {
        ticketId: adult.ticket.id,
        name: 'Alice Adult',
        email: adult.user.email,
        minor: false,
        status: 'active',
        checkedInAt: '2026-07-01T18:05:00.000Z',
        checkedInBy: 'Door Dana',
        inside: false,
      },
      {
        ticketId: minor.ticket.id,
        name: 'Bob Young',
        email: minor.user.email,
        minor: true,
        status: 'active',
        checkedInAt: null,
        checkedInBy: null,
        inside: false,
      },
      {
        ticketId: gone.ticket.id,
        name: 'Carol Gone',
        email: gone.user.email,
        minor: false,
        status: 'cancelled',
        checkedInAt: null,
        checkedInBy: null,
        inside: false,
      },
    ]);
  });

  it('searches by name or e-mail, filters by check-in, and keeps the query in page links', async () => {
    const { db } = testApp.context;
    const { event } = await eventWithAttendees();
    const byName = await page<ShowProps>(testApp, admin, `/admin/events/${event.id}?search=young`);
    expect(byName.props.attendees.data.map((row) => row.name)).toEqual(['Bob Young']);
    const byEmail = await page<ShowProps>(testApp, admin, `/admin/events/${event.id}?search=ALICE-${event.id}%40`);
    expect(byEmail.props.attendees.data.map((row) => row.name)).toEqual(['Alice Adult']);
    for (const direction of ['asc', 'desc']) {
      const byCheckIn = await page<ShowProps>(
        testApp,
        admin,
        `/admin/events/${event.id}?sort=checkedInAt&direction=${direction}`,
      );
      expect(byCheckIn.props.attendees.data.map((row) => row.name)).toEqual(['Alice Adult', 'Bob Young', 'Carol Gone']);
    }
    const checkedIn = await page<ShowProps>(testApp, admin, `/admin/events/${event.id}?checkedIn=yes`);
    expect(checkedIn.props.attendees.data.map((row) => row.name)).toEqual(['Alice Adult']);
    const notCheckedIn = await page<ShowProps>(
      testApp,
      admin,
      `/admin/events/${event.id}?checkedIn=no&sort=name&direction=desc`,
    );
    expect(notCheckedIn.props.attendees.data.map((row) => row.name)).toEqual(['Carol Gone', 'Bob Young']);
    expect(notCheckedIn.props.filters).toMatchObject({ checkedIn: 'no', sort: 'name', direction: 'desc' });

    for (let i = 1; i <= 11; i += 1)
      await createTicket(db, event.id, { name: `Zz Extra ${String(i).padStart(2, '0')}` });
    const first = await page<ShowProps>(testApp, admin, `/admin/events/${event.id}?search=zz&checkedIn=no`);
    expect(first.props.attendees).toMatchObject({ total: 11, lastPage: 2 });
    expect(first.props.attendees.nextUrl).toBe(
      `/admin/events/${event.id}?search=zz&sort=name&direction=asc&page=2&perPage=10&checkedIn=no`,
    );
    const second = await page<ShowProps>(testApp, admin, first.props.attendees.nextUrl!);
    expect(second.props.attendees.data.map((row) => row.name)).toEqual(['Zz Extra 11']);

    await createTicket(db, event.id, { name: 'Chloé Ødegaard' });
    const byPlainLetters = await page<ShowProps>(testApp, admin, `/admin/events/${event.id}?search=chloe%20ODE`);
    expect(byPlainLetters.props.attendees.data.map((row) => row.name)).toEqual(['Chloé Ødegaard']);
  });

  it('is for events.manage only', async () => {
    const { event } = await eventWithAttendees();
    const door = await signedInWith(testApp, ['door']);
    await door.agent.get(`/admin/events/${event.id}`).expect(403);
    await admin.get('/admin/events/999999').expect(404);
  });
});

describe('attendee CSV export', () => {
  it('sends every attendee as CSV with a file name, content type and header row', async () => {
    const { event, adult, minor, gone } = await eventWithAttendees();
    const response = await admin.get(`/admin/events/${event.id}/attendees.csv`).expect(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename=${event.slug}-attendees.csv`);
    expect(parse(response.text)).toEqual([
      ['Name', 'E-mail', 'Minor', 'Ticket status', 'Checked in at', 'Checked in by'],
      ['Alice Adult', adult.user.email, 'no', 'active', '2026-07-01T18:05:00.000Z', 'Door Dana'],
      ['Bob Young', minor.user.email, 'yes', 'active', '', ''],
      ['Carol Gone', gone.user.email, 'no', 'cancelled', '', ''],
    ]);
    const filtered = await admin.get(`/admin/events/${event.id}/attendees.csv?checkedIn=yes`).expect(200);
    expect(parse(filtered.text)).toHaveLength(2);
  });

  it('neutralises cells a spreadsheet would run as a formula, and keeps commas, quotes and new lines intact', async () => {
    const { db } = testApp.context;
    const event = await createEvent(db);
    const names = [
      '=HYPERLINK("http://evil.test","click")',
      '+1+1',
      '-2+3',
      '@SUM(A1)',
      '\tTabbed',
      'Doe, "Jo"\nJunior',
    ];
    for (const [index, name] of names.entries())
      await createTicket(db, event.id, { name, email: `${index}@formula.test` });
    const response = await admin.get(`/admin/events/${event.id}/attendees.csv?sort=email`).expect(200);
    const rows = parse(response.text) as string[][];
    expect(rows.slice(1).map((row) => row[0])).toEqual([
      '\'=HYPERLINK("http://evil.test","click")',
      "'+1+1",
      "'-2+3",
      "'@SUM(A1)",
      "'\tTabbed",
      'Doe, "Jo"\nJunior',
    ]);
    expect(rows.slice(1).every((row) => !/^[=+\-@\t\r]/.test(row.join('')))).toBe(true);
    expect(neutraliseFormula('Plain name')).toBe('Plain name');
  });

  it.each([
    ['a full-width equals sign', '\uFF1DHYPERLINK("http://evil.test")'],
    ['a full-width plus sign', '\uFF0B1+1'],
    ['a full-width minus sign', '\uFF0D2+3'],
    ['a full-width at sign', '\uFF20SUM(A1)'],
    ['a small equals sign', '\uFE66SUM(A1)'],
    ['a minus sign', '\u22122+3'],
    ['spaces before an equals sign', '  =1+1'],
    ['a no-break space before an equals sign', '\u00A0=1+1'],
    ['an ideographic space before a full-width equals sign', '\u3000\uFF1D1+1'],
    ['a new line before an equals sign', '\n=1+1'],
    ['a zero-width space before an equals sign', '\u200B=1+1'],
    ['a right-to-left override before an at sign', '\u202E@SUM(A1)'],
  ])('neutralises a cell starting with %s', async (_name, name) => {
    const { db } = testApp.context;
    const event = await createEvent(db);
    await createTicket(db, event.id, { name, email: `look-alike-${event.id}@formula.test` });
    const rows = parse((await admin.get(`/admin/events/${event.id}/attendees.csv`).expect(200)).text) as string[][];
    expect(rows[1]![0]).toBe(`'${name}`);
  });

  it('leaves names with a sign inside, or spaces before a letter, as they are', () => {
    for (const name of ['Anne-Marie', 'a=b', '  Bob', 'Zoë ＝ Zed']) expect(neutraliseFormula(name)).toBe(name);
  });

  it('is for events.manage only', async () => {
    const { event } = await eventWithAttendees();
    const door = await signedInWith(testApp, ['door']);
    await door.agent.get(`/admin/events/${event.id}/attendees.csv`).expect(403);
    const response = await request(testApp.app).get(`/admin/events/${event.id}/attendees.csv`).expect(302);
    expect(response.headers.location).toBe('/login');
  });
});

describe('undo a check-in', () => {
  const undo = (agent: Agent, eventId: number, ticketId: number) =>
    submit(
      agent,
      'delete',
      `/admin/events/${eventId}/check-ins/${ticketId}`,
      {},
      `/admin/events/${eventId}?checkedIn=yes`,
    );

  it('clears the check-in, keeps the scan log, and goes back to the list as it was', async () => {
    const { db } = testApp.context;
    const { event, adult, scanner } = await eventWithAttendees();
    await db.checkIn.create({
      data: {
        ticketId: adult.ticket.id,
        eventId: event.id,
        scannedById: scanner.id,
        outcome: 'valid',
        at: new Date('2026-07-01T18:05:00Z'),
      },
    });
    const response = await undo(admin, event.id, adult.ticket.id).expect(303);
    expect(response.headers.location).toBe(`/admin/events/${event.id}?checkedIn=yes`);
    expect(await db.ticket.findUniqueOrThrow({ where: { id: adult.ticket.id } })).toMatchObject({
      status: 'active',
      checkedInAt: null,
      checkedInById: null,
    });
    expect(await db.checkIn.findMany({ where: { eventId: event.id }, select: { outcome: true } })).toEqual([
      { outcome: 'valid' },
    ]);
    const { props, flash } = await page<ShowProps>(testApp, admin, response.headers.location!);
    expect(flash.success).toBe('Check-in undone: the ticket can be scanned again.');
    expect(props.counters.checkedIn).toBe(0);
    expect(props.attendees.data).toEqual([]);
  });

  it('lists the undone admission as not checked in in the CSV export, as every ticket not yet let in', async () => {
    const { event, adult } = await eventWithAttendees();
    await undo(admin, event.id, adult.ticket.id).expect(303);
    const csv = async (query = '') =>
      parse((await admin.get(`/admin/events/${event.id}/attendees.csv${query}`).expect(200)).text) as string[][];
    expect((await csv()).find(([name]) => name === 'Alice Adult')).toEqual([
      'Alice Adult',
      adult.user.email,
      'no',
      'active',
      '',
      '',
    ]);
    expect(await csv('?checkedIn=yes')).toHaveLength(1);
  });

  it('says so, and changes nothing, when the ticket is not checked in', async () => {
    const { db } = testApp.context;
    const { event, minor } = await eventWithAttendees();
    const before = await db.ticket.findUniqueOrThrow({ where: { id: minor.ticket.id } });
    await undo(admin, event.id, minor.ticket.id).expect(303);
    expect(await db.ticket.findUniqueOrThrow({ where: { id: minor.ticket.id } })).toEqual(before);
    expect((await page<ShowProps>(testApp, admin, `/admin/events/${event.id}`)).flash.error).toBe(
      'This ticket was not checked in.',
    );
  });

  it('answers 404 for a ticket of another event', async () => {
    const { db } = testApp.context;
    const { adult } = await eventWithAttendees();
    const other = await createEvent(db);
    await undo(admin, other.id, adult.ticket.id).expect(404);
    expect((await db.ticket.findUniqueOrThrow({ where: { id: adult.ticket.id } })).checkedInAt).not.toBeNull();
  });

  it('is allowed to door staff (tickets.scan), refused to members without it', async () => {
    const { db } = testApp.context;
    const { event, adult } = await eventWithAttendees();
    await createRoleWith(db, 'visitors-only', []);
    const member = await signedInWith(testApp, ['visitors-only']);
    await undo(member.agent, event.id, adult.ticket.id).expect(403);
    expect((await db.ticket.findUniqueOrThrow({ where: { id: adult.ticket.id } })).checkedInAt).not.toBeNull();
    const door = await signedInWith(testApp, ['door']);
    await undo(door.agent, event.id, adult.ticket.id).expect(303);
    expect((await db.ticket.findUniqueOrThrow({ where: { id: adult.ticket.id } })).checkedInAt).toBeNull();
  });
});
