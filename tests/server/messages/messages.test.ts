// Staff messages to an event's ticket holders: sent now or at a set time, once each, with guardians' copies.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminEventMessage } from '../../../common/types/messages.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';
import { page, signedInWith, submit, type Agent } from '../admin/support.js';
import { createEvent, createTicket, editFormOf } from '../events/admin/support.js';
import { failNextEnqueue, refuseAllWork, subjectsTo, tickTwiceAfterTheGrace } from '../jobs/support.js';

const HOUR = 3_600_000;
const NOW = new Date('2026-06-15T12:00:00Z');
const clock = { now: NOW };
let testApp: TestApp;
let staff: Agent;
beforeAll(async () => {
  testApp = await createTestApp({ clock });
  staff = (await signedInWith(testApp, ['event-manager'])).agent;
});
afterAll(() => testApp.close());

const showUrl = (id: number) => `/admin/events/${id}`;
const send = (eventId: number, body: Record<string, unknown>) =>
  submit(staff, 'post', `/admin/events/${eventId}/messages`, body, showUrl(eventId));

async function messagesOf(eventId: number) {
  const { props, flash } = await page<{ messages: AdminEventMessage[] }>(testApp, staff, showUrl(eventId));
  return { ...props, flash };
}

/** The child's guardian acting through this account, with consent confirmed. */
const linkGuardianAccount = (childId: number, account: { id: number; name: string; email: string }) =>
  testApp.context.db.guardian.create({
    data: {
      userId: childId,
      accountId: account.id,
      name: account.name,
      email: account.email,
      phone: '+31612345678',
      relationship: 'parent',
      consentState: 'confirmed',
    },
  });

const dashboardSubjects = async (agent: Agent) =>
  (await page<{ messages: { subject: string }[] }>(testApp, agent, '/dashboard')).props.messages.map(
    ({ subject }) => subject,
  );

/** An event with a holder checked in, one not checked in, a minor with a guardian and a cancelled ticket. */
async function eventWithHolders() {
  const { db } = testApp.context;
  const event = await createEvent(db, { title: 'Camp', startsAt: new Date(NOW.getTime() + 72 * HOUR) });
  const checkedIn = await createTicket(db, event.id, { checkedIn: { at: NOW, byId: 1 } });
  const waiting = await createTicket(db, event.id);
  const minor = await createTicket(db, event.id, { birthDate: new Date('2014-03-01T00:00:00Z') });
  await db.guardian.create({
    data: {
      userId: minor.user.id,
      name: 'Grace Guardian',
      email: `guardian-${minor.user.id}@example.test`,
      phone: '+31612345678',
      relationship: 'parent',
      consentState: 'confirmed',
    },
  });
  // A second guardian invited but not yet answering: their address is unproven.
  const pendingGuardianEmail = `pending-guardian-${minor.user.id}@example.test`;
  await db.guardian.create({
    data: {
      userId: minor.user.id,
      position: 1,
      name: 'Pat Pending',
      email: pendingGuardianEmail,
      phone: '+31612345679',
      relationship: 'parent',
    },
  });
  const gone = await createTicket(db, event.id, { cancelled: true });
  return {
    event,
    checkedIn,
    waiting,
    minor,
    gone,
    guardianEmail: `guardian-${minor.user.id}@example.test`,
    pendingGuardianEmail,
  };
}

describe('messages to attendees', () => {
  it('sends to every holder once and copies the guardian of a minor, and to nobody else', async () => {
    const { event, checkedIn, waiting, minor, gone, guardianEmail, pendingGuardianEmail } = await eventWithHolders();
    await send(event.id, { audience: 'all', subject: 'Bring boots', body: 'It will be **muddy**.' })
      .expect(302)
      .expect('Location', showUrl(event.id));

    const { messages, flash } = await messagesOf(event.id);
    expect(flash).toEqual({ success: 'Message sent.' });
    expect(messages).toMatchObject([{ subject: 'Bring boots', audience: 'all', sendAt: NOW.toISOString() }]);
    expect(messages[0]!.bodyHtml).toBe('<p>It will be <strong>muddy</strong>.</p>\n');

    for (const holder of [checkedIn, waiting, minor]) {
      const [mail, ...more] = await testApp.mailTo(holder.user.email);
      expect(mail?.subject).toBe('Camp: Bring boots');
      expect(mail?.html).toContain('<strong>muddy</strong>');
      expect(more).toEqual([]);
    }
    const [copy] = await testApp.mailTo(guardianEmail);
    expect(copy?.text).toContain(
      `The organisers of Camp wrote to ${minor.user.name}; as their guardian you get this copy.`,
    );
    expect(await testApp.mailTo(gone.user.email)).toEqual([]);
    expect(await testApp.mailTo(pendingGuardianEmail)).toEqual([]);
    expect((await messagesOf(event.id)).messages[0]!.recipientCount).toBe(3);

    // Running the queue again sends nobody a second copy.
    await testApp.tick();
    expect(await testApp.mailTo(waiting.user.email)).toHaveLength(1);

    const stranger = await signedInWith(testApp, []);
    expect((await page<{ messages: unknown[] }>(testApp, stranger.agent, '/dashboard')).props.messages).toEqual([]);
  });

  it('shows a received message on the member dashboard', async () => {
    const { db } = testApp.context;
    const event = await createEvent(db, { title: 'Picnic', startsAt: new Date(NOW.getTime() + 48 * HOUR) });
    const member = await signedInWith(testApp, []);
    await db.ticket.create({
      data: {
        eventId: event.id,
        userId: member.user.id,
        code: `test-picnic-${member.user.id}`,
        activeEventId: event.id,
      },
    });
    await send(event.id, { audience: 'all', subject: 'Sandwiches', body: 'Bring your own.' }).expect(302);
    await testApp.runJobs();
    const { props } = await page<{ messages: unknown[] }>(testApp, member.agent, '/dashboard');
    expect(props.messages).toEqual([
      {
        id: expect.any(Number),
        subject: 'Sandwiches',
        bodyHtml: '<p>Bring your own.</p>\n',
        sentAt: NOW.toISOString(),
        event: { title: 'Picnic', slug: event.slug },
      },
    ]);
  });

  it("shows a managed child's message on the guardian's dashboard", async () => {
    const { db } = testApp.context;
    const event = await createEvent(db, { title: 'Zoo', startsAt: new Date(NOW.getTime() + 48 * HOUR) });
    const parent = await signedInWith(testApp, []);
    const { user: child } = await createTicket(db, event.id, { birthDate: new Date('2016-05-01T00:00:00Z') });
    await db.user.update({ where: { id: child.id }, data: { managed: true } });
    await linkGuardianAccount(child.id, parent.user);
    await send(event.id, { audience: 'all', subject: 'Hats', body: 'Bring a hat.' }).expect(302);
    await testApp.runJobs();
    expect(await dashboardSubjects(parent.agent)).toEqual(['Hats']);
  });

  it('copies a guardian who confirmed or later withdrew, never an address that declined', async () => {
    const { db } = testApp.context;
    const event = await createEvent(db, { title: 'Fair', startsAt: new Date(NOW.getTime() + 48 * HOUR) });
    const minor = await createTicket(db, event.id, { birthDate: new Date('2013-09-01T00:00:00Z') });
    const withdrew = `revoked-${minor.user.id}@example.test`;
    const declined = `declined-${minor.user.id}@example.test`;
    await db.guardian.createMany({
      data: [
        { position: 0, email: withdrew, consentState: 'revoked' as const },
        { position: 1, email: declined, consentState: 'declined' as const },
      ].map((guardian) => ({
        ...guardian,
        userId: minor.user.id,
        name: 'Lee',
        phone: '+31612345678',
        relationship: 'parent',
      })),
    });
    await send(event.id, { audience: 'all', subject: 'Gates', body: 'Gates open at 10.' }).expect(302);
    await testApp.runJobs();

    expect((await testApp.mailTo(minor.user.email)).map(({ subject }) => subject)).toEqual(['Fair: Gates']);
    expect((await testApp.mailTo(withdrew)).map(({ subject }) => subject)).toEqual(['Fair: Gates']);
    expect(await testApp.mailTo(declined)).toEqual([]);
  });

  it("takes a child's messages off a guardian's dashboard when the child turns 18", async () => {
    const { db } = testApp.context;
    const event = await createEvent(db, { title: 'Gala', startsAt: new Date(NOW.getTime() + 48 * HOUR) });
    const parent = await signedInWith(testApp, []);
    const { user: child } = await createTicket(db, event.id, { birthDate: new Date('2008-06-16T00:00:00Z') });
    await linkGuardianAccount(child.id, parent.user);
    await send(event.id, { audience: 'all', subject: 'Dress code', body: 'Black tie.' }).expect(302);
    await testApp.runJobs();
    expect(await dashboardSubjects(parent.agent)).toEqual(['Dress code']);

    clock.now = new Date('2026-06-16T00:00:00Z');
    try {
      expect(await dashboardSubjects(parent.agent)).toEqual([]);
    } finally {
      clock.now = NOW;
    }
  });

  it('writes only to those checked in, or only to those not checked in', async () => {
    const { event, checkedIn, waiting } = await eventWithHolders();
    await send(event.id, { audience: 'checked_in', subject: 'Inside', body: 'Welcome.' }).expect(302);
    await send(event.id, { audience: 'not_checked_in', subject: 'Outside', body: 'Where are you?' }).expect(302);
    expect((await testApp.mailTo(checkedIn.user.email)).map((mail) => mail.subject)).toEqual(['Camp: Inside']);
    expect((await testApp.mailTo(waiting.user.email)).map((mail) => mail.subject)).toEqual(['Camp: Outside']);
  });

  it('keeps a scheduled message until its time, sends it once then, and lets staff cancel one before', async () => {
    const { event, waiting } = await eventWithHolders();
    const later = new Date(NOW.getTime() + 5 * HOUR);
    await send(event.id, {
      audience: 'all',
      subject: 'Tonight',
      body: 'Doors at 7.',
      sendAt: later.toISOString(),
    }).expect(302);
    await send(event.id, { audience: 'all', subject: 'Never', body: 'Oops.', sendAt: later.toISOString() }).expect(302);
    const { messages, flash } = await messagesOf(event.id);
    expect(flash).toEqual({ success: 'Message scheduled.' });
    const never = messages.find((message) => message.subject === 'Never')!;
    expect(never).toMatchObject({ sentAt: null, sendAt: later.toISOString() });
    await submit(staff, 'delete', `/admin/events/${event.id}/messages/${never.id}`).expect(303);

    await testApp.tick();
    expect(await testApp.mailTo(waiting.user.email)).toEqual([]);
    clock.now = later;
    try {
      await testApp.tick();
      await testApp.tick();
    } finally {
      clock.now = NOW;
    }
    expect((await testApp.mailTo(waiting.user.email)).map((mail) => mail.subject)).toEqual(['Camp: Tonight']);
    const sent = (await messagesOf(event.id)).messages;
    expect(sent.map((message) => message.subject)).toEqual(['Tonight']);
    await submit(staff, 'delete', `/admin/events/${event.id}/messages/${sent[0]!.id}`).expect(303);
    expect((await messagesOf(event.id)).flash).toEqual({ error: 'That message has already gone out.' });
  });

  it('keeps a scheduled message that the queue failed to take, and sends it once at the next tick', async () => {
    const { event, waiting } = await eventWithHolders();
    const later = new Date(NOW.getTime() + 5 * HOUR);
    await send(event.id, { audience: 'all', subject: 'Blip', body: 'Still here.', sendAt: later.toISOString() }).expect(
      302,
    );
    const blip = failNextEnqueue(testApp.context.jobs, 'events.message');
    clock.now = later;
    try {
      await testApp.tick();
      expect(blip.failed).toBe(1);
      expect((await messagesOf(event.id)).messages[0]).toMatchObject({ subject: 'Blip', sentAt: null });
      await testApp.tick();
      await testApp.tick();
    } finally {
      clock.now = NOW;
    }
    expect((await testApp.mailTo(waiting.user.email)).map((mail) => mail.subject)).toEqual(['Camp: Blip']);
    expect((await messagesOf(event.id)).messages[0]).toMatchObject({ subject: 'Blip', sentAt: later.toISOString() });
  });

  it('saves a message for now while the queue refuses work, and sends it once with the minute tick', async () => {
    const { event, waiting } = await eventWithHolders();
    const outage = refuseAllWork(testApp.context.jobs);
    const sent = await send(event.id, { audience: 'all', subject: 'Down', body: 'Queue down.' });
    outage.end();
    expect(outage.refused()).toBeGreaterThan(0);
    expect(sent.status).toBe(302);
    expect((await messagesOf(event.id)).messages[0]).toMatchObject({ subject: 'Down', sentAt: null });

    await tickTwiceAfterTheGrace(testApp);
    expect(await subjectsTo(testApp, waiting.user.email)).toEqual(['Camp: Down']);
    expect((await messagesOf(event.id)).messages[0]).toMatchObject({ subject: 'Down', sentAt: expect.any(String) });
  });

  it('refuses an empty subject or body, an unknown audience and a time after the event, writing nothing', async () => {
    const { event } = await eventWithHolders();
    const afterEnd = new Date(event.endsAt.getTime() + HOUR).toISOString();
    for (const [body, field] of [
      [{ audience: 'all', subject: '', body: 'Text' }, 'subject'],
      [{ audience: 'all', subject: 'Hi', body: '   ' }, 'body'],
      [{ audience: 'all', subject: 'Hi', body: '1. '.repeat(33_000) }, 'body'],
      [{ audience: 'everyone', subject: 'Hi', body: 'Text' }, 'audience'],
      [{ audience: 'all', subject: 'Hi', body: 'Text', sendAt: 'tomorrow' }, 'sendAt'],
      [{ audience: 'all', subject: 'Hi', body: 'Text', sendAt: '0000-01-01T00:00:00+01:00' }, 'sendAt'],
      [{ audience: 'all', subject: 'Hi', body: 'Text', sendAt: afterEnd }, 'sendAt'],
    ] as const) {
      await send(event.id, body).expect(303).expect('Location', showUrl(event.id));
      expect(Object.keys((await messagesOf(event.id)).errors)).toEqual([field]);
    }
    expect(await testApp.context.db.eventMessage.count({ where: { eventId: event.id } })).toBe(0);
  });

  it('never sends at once a message meant for later that has no time, or a time long past', async () => {
    const { event, waiting } = await eventWithHolders();
    const dayAgo = new Date(NOW.getTime() - 24 * HOUR).toISOString();
    const message = { audience: 'all', subject: 'Hi', body: 'Text' };
    for (const [body, error] of [
      [{ ...message, when: 'later', sendAt: '' }, 'Choose when the message goes out.'],
      [{ ...message, when: 'later' }, 'Choose when the message goes out.'],
      [{ ...message, when: 'later', sendAt: dayAgo }, 'This time has passed: choose a later one, or send it now.'],
      [{ ...message, sendAt: dayAgo }, 'This time has passed: choose a later one, or send it now.'],
      [{ ...message, when: 'soon' }, 'Choose whether the message goes now or later.'],
    ] as const) {
      await send(event.id, body).expect(303).expect('Location', showUrl(event.id));
      expect((await messagesOf(event.id)).errors).toEqual({
        ['when' in body && body.when === 'soon' ? 'when' : 'sendAt']: error,
      });
    }
    expect(await testApp.context.db.eventMessage.count({ where: { eventId: event.id } })).toBe(0);
    expect(await testApp.mailTo(waiting.user.email)).toEqual([]);

    // The form counts whole minutes, and writing takes a while: a time a few minutes past goes now.
    const minutesAgo = new Date(NOW.getTime() - 3 * 60_000).toISOString();
    await send(event.id, { ...message, when: 'later', sendAt: minutesAgo }).expect(302);
    expect((await messagesOf(event.id)).messages).toMatchObject([{ subject: 'Hi', sentAt: NOW.toISOString() }]);
    await send(event.id, { ...message, when: 'now', sendAt: dayAgo }).expect(302);
    expect((await testApp.mailTo(waiting.user.email)).map((mail) => mail.subject)).toEqual(['Camp: Hi', 'Camp: Hi']);
  });

  it('says under "now or later" why a message for now is refused once the event is over', async () => {
    const { db } = testApp.context;
    const over = await createEvent(db, { startsAt: new Date(NOW.getTime() - 5 * HOUR) });
    await createTicket(db, over.id);
    // The time field is not on the form when "now" is chosen: an error there would go unseen.
    await send(over.id, { audience: 'all', subject: 'Thanks', body: 'For coming.', when: 'now' }).expect(303);
    expect((await messagesOf(over.id)).errors).toEqual({
      when: 'The event is over: messages go out before it ends.',
    });
    await send(over.id, { audience: 'all', subject: 'Thanks', body: 'For coming.' }).expect(303);
    expect(Object.keys((await messagesOf(over.id)).errors)).toEqual(['when']);
    expect(await db.eventMessage.count({ where: { eventId: over.id } })).toBe(0);
  });

  it('withdraws the messages still scheduled when the event is cancelled; those written after go out', async () => {
    const { db } = testApp.context;
    const { event, waiting } = await eventWithHolders();
    const later = new Date(NOW.getTime() + 5 * HOUR).toISOString();
    await send(event.id, { audience: 'all', subject: 'Doors at 7', body: 'Bring boots.', sendAt: later }).expect(302);

    const { editUrl, form } = await editFormOf(testApp, staff, event.id);
    await submit(staff, 'put', `/admin/events/${event.id}`, { ...form, status: 'cancelled' }, editUrl).expect(303);
    await send(event.id, { audience: 'all', subject: 'Refunds', body: 'Tomorrow.', sendAt: later }).expect(302);
    expect((await messagesOf(event.id)).messages.map(({ subject }) => subject)).toEqual(['Refunds']);

    clock.now = new Date(later);
    try {
      await testApp.tick();
      await testApp.tick();
    } finally {
      clock.now = NOW;
    }
    const subjects = (await testApp.mailTo(waiting.user.email)).map((mail) => mail.subject);
    expect(subjects.filter((subject) => subject.startsWith('Camp:'))).toEqual(['Camp: Refunds']);
    expect(await db.eventMessage.count({ where: { eventId: event.id, subject: 'Doors at 7' } })).toBe(0);
  });

  it('removes what Markdown may not carry', async () => {
    const { event } = await eventWithHolders();
    await send(event.id, {
      audience: 'all',
      subject: 'Hi',
      body: 'Hello <script>alert(1)</script><img src=x onerror=alert(1)>',
    });
    const [message] = (await messagesOf(event.id)).messages;
    expect(message!.bodyHtml).not.toMatch(/script|onerror/);
  });

  it('is for events.manage only', async () => {
    const { event } = await eventWithHolders();
    const door = await signedInWith(testApp, ['door']);
    await submit(door.agent, 'post', `/admin/events/${event.id}/messages`, {
      audience: 'all',
      subject: 'x',
      body: 'y',
    }).expect(403);
    await submit(door.agent, 'delete', `/admin/events/${event.id}/messages/1`).expect(403);
    await send(999999, { audience: 'all', subject: 'x', body: 'y' }).expect(404);
  });
});
