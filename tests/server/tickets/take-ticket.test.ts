import { ed25519 } from '@noble/curves/ed25519.js';
import { afterAll, describe, expect, it } from 'vitest';
import { fromBase64Url, parseTicketCode } from '../../../common/ticket-code.js';
import { verifyTicketCode, ticketKeys } from '../../../server/features/tickets/ticket-codes.js';
import { ticketReference } from '../../../server/features/tickets/ticket-reference.js';
import { pageAt, signedIn, submit, type MemberOptions } from '../../support/member-session.js';
import { browserAgent, createTestApp } from '../../support/test-app.js';
import { activeTickets, createEvent, DAY, HOUR, issueTicket } from './support.js';

const NOW = new Date('2026-06-15T10:00:00Z');
const clock = { now: NOW };
const testApp = await createTestApp({ clock });
afterAll(() => testApp.close());
const { db } = testApp.context;

const take = (agent: Awaited<ReturnType<typeof signedIn>>['agent'], slug: string) =>
  submit(agent, 'post', `/events/${slug}/tickets`);

/** Takes a ticket and returns the flash the member then sees on the event page. */
async function tryToTake(options: MemberOptions, event: { slug: string }) {
  const { user, agent } = await signedIn(testApp, options);
  await take(agent, event.slug).expect(302).expect('Location', `/events/${event.slug}`);
  const page = await pageAt<{ ticketPanel: unknown }>(testApp, agent, `/events/${event.slug}`);
  return { user, agent, flash: page.flash, panel: page.props.ticketPanel };
}

/** A refusal: the flashed message, no ticket issued, and the panel saying why. */
async function expectRefused(options: MemberOptions, event: { id: number; slug: string }, message: string) {
  const before = await db.ticket.count();
  const { flash, panel, user, agent } = await tryToTake(options, event);
  expect(flash).toEqual({ error: message });
  expect(await db.ticket.count()).toBe(before);
  return { panel, user, agent };
}

const adult = { birthDate: new Date('1990-01-01T00:00:00Z') };

describe('taking a ticket', () => {
  it('issues a signed ticket, says so, mails it with its QR code and shows it on the event page', async () => {
    const event = await createEvent(db, NOW, { title: 'Summer party', capacity: 10 });
    const { user, flash, panel } = await tryToTake({ ...adult, name: 'Ann Taker' }, event);

    expect(flash).toEqual({ success: 'You have a ticket for Summer party. We also sent it to your e-mail address.' });
    const ticket = await db.ticket.findFirstOrThrow({ where: { userId: user.id } });
    expect(ticket).toMatchObject({ eventId: event.id, status: 'active', activeEventId: event.id, checkedInAt: null });
    const keys = await ticketKeys({ db });
    expect(await verifyTicketCode(keys, ticket.code)).toEqual({ eventId: event.id });
    // Stored beside the code, so a reference typed at the door is found by an index.
    expect(ticket.reference).toBe(ticketReference(ticket.code));
    // What a scanner holds, the public key alone, verifies it too.
    const parts = parseTicketCode(ticket.code);
    expect(parts?.eventId).toBe(event.id);
    expect(ed25519.verify(parts!.signature, parts!.payload, fromBase64Url(keys.publicKeyBase64Url)!)).toBe(true);
    expect(panel).toEqual({ kind: 'held', ticketId: ticket.id, cancellable: true });

    const [mail] = await testApp.mailTo(user.email);
    expect(mail?.subject).toBe('Your ticket for Summer party');
    expect(mail?.text).toContain(ticket.code);
    expect(mail?.text).toContain(`/tickets/${ticket.id}`);
    expect(mail?.html).toContain('<img src="cid:ticket-qr"');
    expect(mail?.raw).toMatch(/Content-Type: image\/png/i);
  });

  it('offers a verified member the button, a guest the log in links, an unverified member the verify prompt', async () => {
    const event = await createEvent(db, NOW);
    const { agent } = await signedIn(testApp, adult);
    expect((await pageAt(testApp, agent, `/events/${event.slug}`)).props).toMatchObject({
      ticketPanel: { kind: 'available' },
    });
    const { agent: unverified } = await signedIn(testApp, { verified: false });
    expect((await pageAt(testApp, unverified, `/events/${event.slug}`)).props).toMatchObject({
      ticketPanel: { kind: 'unverified' },
    });
    const guest = await browserAgent(testApp.app);
    expect((await pageAt(testApp, guest, `/events/${event.slug}`)).props).toMatchObject({
      ticketPanel: { kind: 'guest' },
    });
  });

  it('sends guests to log in and unverified members to verify, issuing nothing', async () => {
    const event = await createEvent(db, NOW);
    const { agent } = await signedIn(testApp, { verified: false });
    await take(agent, event.slug).expect(302).expect('Location', '/verify-email');
    const guest = await browserAgent(testApp.app);
    await take(guest, event.slug).expect(302).expect('Location', '/login');
    expect(await activeTickets(db, event.id)).toBe(0);
  });

  it('does not know draft events', async () => {
    const event = await createEvent(db, NOW, { status: 'draft' });
    const { agent } = await signedIn(testApp, adult);
    await take(agent, event.slug).expect(404);
    await take(agent, 'no-such-event').expect(404);
    expect(await activeTickets(db, event.id)).toBe(0);
  });

  it('refuses a cancelled event', async () => {
    const event = await createEvent(db, NOW, { status: 'cancelled' });
    const { panel } = await expectRefused(adult, event, 'This event has been cancelled, so no tickets are available.');
    expect(panel).toMatchObject({ kind: 'refused', reason: 'cancelled' });
  });

  it('refuses an event that has started or ended', async () => {
    const started = await createEvent(db, NOW, {
      startsAt: new Date(NOW.getTime() - HOUR),
      endsAt: new Date(NOW.getTime() + HOUR),
    });
    await expectRefused(adult, started, 'This event has already started, so no more tickets are available.');
    const ended = await createEvent(db, NOW, { inDays: -3 });
    const { panel } = await expectRefused(
      adult,
      ended,
      'This event has already started, so no more tickets are available.',
    );
    expect(panel).toMatchObject({ kind: 'refused', reason: 'past' });
  });

  it('refuses before the registration opens, telling when it will', async () => {
    const opensAt = new Date(NOW.getTime() + DAY);
    const event = await createEvent(db, NOW, { registrationOpensAt: opensAt });
    const { panel } = await expectRefused(adult, event, 'Registration for this event has not opened yet.');
    expect(panel).toEqual({ kind: 'refused', reason: 'notOpenYet', opensAt: opensAt.toISOString(), minimumAge: null });
  });

  it('refuses once the registration has closed, and opens at the opening time', async () => {
    const closed = await createEvent(db, NOW, { registrationClosesAt: NOW });
    await expectRefused(adult, closed, 'Registration for this event is closed.');
    const opening = await createEvent(db, NOW, {
      registrationOpensAt: NOW,
      registrationClosesAt: new Date(NOW.getTime() + 1000),
    });
    expect((await tryToTake(adult, opening)).flash).toHaveProperty('success');
  });

  it('refuses a full event', async () => {
    const event = await createEvent(db, NOW, { capacity: 1 });
    await issueTicket(db, event.id, (await signedIn(testApp)).user.id);
    const { panel } = await expectRefused(adult, event, 'Sorry, this event is full.');
    expect(panel).toMatchObject({ kind: 'refused', reason: 'full' });
  });

  it('counts only active tickets: a cancelled ticket frees its place', async () => {
    const event = await createEvent(db, NOW, { capacity: 1 });
    const ticket = await issueTicket(db, event.id, (await signedIn(testApp)).user.id);
    await db.ticket.update({ where: { id: ticket.id }, data: { status: 'cancelled', activeEventId: null } });
    expect((await tryToTake(adult, event)).flash).toHaveProperty('success');
  });

  it('refuses a member below the minimum age on the day of the event, and lets one who turns that age that day in', async () => {
    const event = await createEvent(db, NOW, { inDays: 10, minimumAge: 16 });
    const eventDay = event.startsAt;
    const turnsSixteenTheDayAfter = new Date(
      Date.UTC(eventDay.getUTCFullYear() - 16, eventDay.getUTCMonth(), eventDay.getUTCDate() + 1),
    );
    const { panel } = await expectRefused(
      { birthDate: turnsSixteenTheDayAfter },
      event,
      'You are below the minimum age for this event.',
    );
    expect(panel).toMatchObject({ kind: 'refused', reason: 'tooYoung', minimumAge: 16 });

    const turnsSixteenThatDay = new Date(
      Date.UTC(eventDay.getUTCFullYear() - 16, eventDay.getUTCMonth(), eventDay.getUTCDate()),
    );
    const { user, agent } = await signedIn(testApp, { birthDate: turnsSixteenThatDay });
    await db.guardian.create({
      data: {
        userId: user.id,
        name: 'Pat',
        email: 'pat@example.test',
        phone: '+31612345678',
        relationship: 'parent',
        consentState: 'confirmed',
        consentStateAt: NOW,
      },
    });
    await take(agent, event.slug).expect(302);
    expect(await activeTickets(db, event.id)).toBe(1);
  });

  it('asks a member without a birth date to have it added before an age-limited event', async () => {
    const event = await createEvent(db, NOW, { minimumAge: 12 });
    const { panel } = await expectRefused(
      {},
      event,
      'This event has a minimum age and your account has no birth date. Add it in your profile settings, then take your ticket.',
    );
    expect(panel).toMatchObject({ kind: 'refused', reason: 'birthDateNeeded' });
  });

  it('refuses a minor on the event date without a guardian, pointing to the guardian settings', async () => {
    const event = await createEvent(db, NOW, { inDays: 10 });
    const seventeenOnTheDay = new Date(Date.UTC(event.startsAt.getUTCFullYear() - 17, 0, 1));
    const { panel, user, agent } = await expectRefused(
      { birthDate: seventeenOnTheDay },
      event,
      'Members under 18 need a guardian on file before taking a ticket. Add your guardian in your settings.',
    );
    expect(panel).toMatchObject({ kind: 'refused', reason: 'guardianNeeded' });

    await db.guardian.create({
      data: {
        userId: user.id,
        name: 'Pat',
        email: 'pat@example.test',
        phone: '+31612345678',
        relationship: 'parent',
        consentState: 'confirmed',
        consentStateAt: NOW,
      },
    });
    await take(agent, event.slug).expect(302);
    expect(await activeTickets(db, event.id)).toBe(1);
  });

  it('gives one ticket per member per event, even when the form is sent twice at once', async () => {
    const event = await createEvent(db, NOW, { capacity: 10 });
    const { user, agent } = await signedIn(testApp, adult);
    await Promise.all([take(agent, event.slug), take(agent, event.slug), take(agent, event.slug)]);
    expect(await db.ticket.count({ where: { eventId: event.id, userId: user.id } })).toBe(1);
    await pageAt(testApp, agent, `/events/${event.slug}`);

    await take(agent, event.slug).expect(302);
    const page = await pageAt(testApp, agent, `/events/${event.slug}`);
    expect(page.flash).toEqual({ error: 'You already have a ticket for this event.' });
    expect(await activeTickets(db, event.id)).toBe(1);
  });

  it('keeps the ticket when the mail server is down, and keeps the confirmation for another attempt', async () => {
    const noMailServer = await createTestApp({ clock, env: { MAIL_URL: 'smtp://127.0.0.1:1' } });
    try {
      const event = await createEvent(noMailServer.context.db, NOW);
      const { user, agent } = await signedIn(noMailServer, adult);
      await take(agent, event.slug).expect(302);
      expect((await pageAt(noMailServer, agent, `/events/${event.slug}`)).flash).toHaveProperty('success');
      expect(await noMailServer.context.db.ticket.count({ where: { userId: user.id, status: 'active' } })).toBe(1);
      await noMailServer.runJobs();
      expect(noMailServer.logLines.join('\n')).toMatch(
        /Job mail\.send \(ticket-confirmation:\d+\) failed on attempt 1 of 5; it will be tried again/,
      );
    } finally {
      await noMailServer.close();
    }
  });
});
