// The tallies the door reads instead of counting (migration door_tallies): database triggers keep them, so
// every kind of write to tickets and to the scan log, through Prisma's client or a statement, must leave
// them equal to a count made from scratch, on either database.
import { describe, expect, it } from 'vitest';
import { column, sql } from '../../server/db/statements.js';
import { eventCounters } from '../../server/features/tickets/counters.js';
import { createUser } from '../support/factories.js';
import { ownDatabase } from '../support/own-database.js';

const database = ownDatabase();

async function newEvent(title: string) {
  const startsAt = new Date(Date.now() + 86_400_000);
  return database.check.db.event.create({
    data: { title, slug: `${title}-${Date.now()}`, startsAt, endsAt: new Date(startsAt.getTime() + 3_600_000) },
  });
}

/** Each event's active, checked-in and inside tickets, counted from the tickets themselves. */
async function recounted(eventIds: number[]) {
  const { db } = database.check;
  return Promise.all(
    eventIds.map(async (eventId) => {
      const active = { eventId, status: 'active' as const };
      return {
        eventId,
        issued: await db.ticket.count({ where: active }),
        checkedIn: await db.ticket.count({ where: { ...active, checkedInAt: { not: null } } }),
        inside: await db.ticket.count({ where: { ...active, inside: true } }),
      };
    }),
  );
}

async function tallied(eventIds: number[]) {
  return Promise.all(
    eventIds.map(async (eventId) => {
      const { issued, checkedIn, inside } = await eventCounters(database.check, eventId);
      return { eventId, issued, checkedIn, inside };
    }),
  );
}

async function ticketsFor(eventId: number, count: number) {
  const { db } = database.check;
  const users = await Promise.all(Array.from({ length: count }, () => createUser(db)));
  await db.ticket.createMany({
    data: users.map((user) => ({ eventId, userId: user.id, activeEventId: eventId, code: `code-${user.id}` })),
  });
  return db.ticket.findMany({ where: { eventId }, orderBy: { id: 'asc' } });
}

describe("an event's tally", () => {
  it('stays equal to a count of its tickets through every kind of write', async () => {
    const { db, statements } = database.check;
    const [first, second] = [await newEvent('tally-a'), await newEvent('tally-b')];
    const ids = [first.id, second.id];
    expect(await tallied(ids)).toEqual(ids.map((eventId) => ({ eventId, issued: 0, checkedIn: 0, inside: 0 })));

    const tickets = await ticketsFor(first.id, 6);
    const [a, b, c, d, e, f] = tickets.map((ticket) => ticket.id) as [number, number, number, number, number, number];
    const user = await createUser(db);
    await db.ticket.create({
      data: { eventId: second.id, userId: user.id, activeEventId: second.id, code: 'inside-already' },
    });
    await db.ticket.create({
      data: {
        eventId: second.id,
        userId: (await createUser(db)).id,
        code: 'arrived-cancelled',
        status: 'cancelled',
        checkedInAt: new Date(),
        inside: true,
      },
    });
    expect(await tallied(ids)).toEqual(await recounted(ids));

    // In and out at the door (statements), and the check-in undone (Prisma).
    await statements.run(
      sql`UPDATE "Ticket" SET "inside" = ${true}, "checkedInAt" = ${new Date()} WHERE "id" IN (${a}, ${b}, ${c})`,
    );
    await statements.run(sql`UPDATE "Ticket" SET "inside" = ${false} WHERE "id" = ${b}`);
    await db.ticket.updateMany({ where: { id: c }, data: { checkedInAt: null, inside: false } });
    expect(await tallied(ids)).toEqual([
      { eventId: first.id, issued: 6, checkedIn: 2, inside: 1 },
      { eventId: second.id, issued: 1, checkedIn: 0, inside: 0 },
    ]);

    // Cancelled while inside, cancelled twice, restored, moved to the other event, deleted.
    await db.ticket.update({ where: { id: a }, data: { status: 'cancelled', activeEventId: null } });
    await db.ticket.updateMany({ where: { id: { in: [d, e] } }, data: { status: 'cancelled', activeEventId: null } });
    await db.ticket.updateMany({ where: { id: { in: [d, e] } }, data: { status: 'cancelled' } });
    await db.ticket.update({ where: { id: e }, data: { status: 'active', activeEventId: first.id } });
    await db.ticket.update({ where: { id: b }, data: { eventId: second.id, activeEventId: second.id } });
    await db.ticket.delete({ where: { id: f } });
    await db.ticket.deleteMany({ where: { id: d } });
    expect(await tallied(ids)).toEqual(await recounted(ids));
    expect(await tallied(ids)).toEqual([
      { eventId: first.id, issued: 2, checkedIn: 0, inside: 0 },
      { eventId: second.id, issued: 2, checkedIn: 1, inside: 0 },
    ]);
  });

  it('is gone with its event', async () => {
    const { db, statements } = database.check;
    const event = await newEvent('tally-gone');
    await db.ticket.deleteMany({ where: { id: { in: (await ticketsFor(event.id, 1)).map(({ id }) => id) } } });
    const slots = () =>
      statements.rows(sql`SELECT "issued" FROM "EventTally" WHERE "eventId" = ${event.id}`, { issued: column.int });
    expect(await slots()).toEqual([{ issued: 0 }]);
    await db.event.delete({ where: { id: event.id } });
    expect(await slots()).toEqual([]);
  });
});

describe('the entrance tally', () => {
  it('counts valid entries per entrance as the scan log grows', async () => {
    const { db, statements } = database.check;
    const event = await newEvent('tally-door');
    const [ticket] = await ticketsFor(event.id, 1);
    const scanner = await createUser(db);
    const scan = (outcome: string, direction: string, entrance: string | null) =>
      statements.run(
        sql`INSERT INTO "CheckIn" ("ticketId", "eventId", "scannedById", "outcome", "direction", "entrance", "at")
            VALUES (${ticket!.id}, ${event.id}, ${scanner.id}, ${outcome}, ${direction}, ${entrance}, ${new Date()})`,
      );
    await scan('valid', 'entry', 'North');
    await scan('valid', 'entry', null);
    await scan('valid', 'entry', 'North');
    await scan('valid', 'exit', 'North');
    await scan('already_checked_in', 'entry', 'North');
    await db.checkIn.create({
      data: { eventId: event.id, scannedById: scanner.id, outcome: 'valid', entrance: 'South' },
    });
    const entrances = () =>
      statements.rows(
        sql`SELECT "entrance", SUM("admitted") AS "admitted" FROM "EntranceTally" WHERE "eventId" = ${event.id}
            GROUP BY "entrance" ORDER BY "entrance"`,
        { entrance: column.text, admitted: column.int },
      );
    expect(await entrances()).toEqual([
      { entrance: '', admitted: 1 },
      { entrance: 'North', admitted: 2 },
      { entrance: 'South', admitted: 1 },
    ]);
    await db.checkIn.deleteMany({ where: { eventId: event.id, entrance: 'North' } });
    expect(await entrances()).toEqual([
      { entrance: '', admitted: 1 },
      { entrance: 'North', admitted: 0 },
      { entrance: 'South', admitted: 1 },
    ]);
  });
});
