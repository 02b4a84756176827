import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../support/test-app.js';
import { signedIn, submit } from '../../support/member-session.js';
import { createEvent, issueTicket } from '../tickets/support.js';

const NOW = new Date('2026-06-15T10:00:00Z');
const testApp = await createTestApp({ clock: { now: NOW } });
afterAll(() => testApp.close());
const { db } = testApp.context;

/** A member with a guardian, a phone, a ticket checked in and an audit entry about them. */
async function memberWithData(name: string, guardianEmail: string) {
  const { user, agent } = await signedIn(testApp, { name, birthDate: new Date('2012-03-04T00:00:00Z') });
  await submit(agent, 'put', '/settings/phone', { phone: '+31 6 11112222' }).expect(303);
  await submit(agent, 'put', '/settings/guardian', {
    name: `${name}'s parent`,
    email: guardianEmail,
    phone: '+31 6 12345678',
    relationship: 'parent',
  }).expect(303);
  const event = await createEvent(db, NOW, { title: `${name}'s event` });
  const ticket = await issueTicket(db, event.id, user.id);
  await db.ticket.update({ where: { id: ticket.id }, data: { checkedInAt: NOW } });
  await db.checkIn.create({
    data: { ticketId: ticket.id, eventId: event.id, scannedById: user.id, outcome: 'valid', at: NOW },
  });
  await submit(agent, 'put', '/settings/care', {
    allergies: `${name}: no peanuts`,
    medicalNotes: '',
    photoConsent: 'none',
    emergencyContacts: [],
  }).expect(303);
  const message = await db.eventMessage.create({
    data: {
      eventId: event.id,
      audience: 'all',
      subject: `For ${name}`,
      body: 'Bring boots.',
      bodyHtml: '<p>Bring boots.</p>',
      sendAt: NOW,
      sentAt: NOW,
    },
  });
  await db.eventMessageRecipient.create({ data: { messageId: message.id, userId: user.id } });
  await db.auditEntry.create({
    data: {
      action: 'user.updated',
      subjectType: 'user',
      subjectId: user.id,
      subjectLabel: name,
      after: '{"name":"x"}',
    },
  });
  return { user, agent, ticket, event };
}

describe('My data', () => {
  it('downloads everything held about the member as JSON, and nothing of anyone else', async () => {
    const other = await memberWithData('Other Olga', 'olga-parent@example.test');
    const { user, agent, ticket, event } = await memberWithData('Mia Mine', 'mia-parent@example.test');
    await testApp.runJobs(); // the guardians' requests: their links exist now
    const guardian = await db.guardian.findUniqueOrThrow({
      where: { userId_position: { userId: user.id, position: 0 } },
    });

    const response = await agent.get('/settings/profile/export').expect(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="?my-data-2026-06-15\.json"?$/);
    const data = JSON.parse(response.text) as Record<string, unknown>;

    expect(data).toMatchObject({
      profile: { name: 'Mia Mine', email: user.email, birthDate: '2012-03-04', phone: '+31611112222' },
      roles: [],
      guardians: [
        // The guardian's contact details are theirs: in their own export, not the child's.
        { name: "Mia Mine's parent", relationship: 'parent', consent: { state: 'pending', at: NOW.toISOString() } },
      ],
      tickets: [
        {
          id: ticket.id,
          status: 'active',
          checkedInAt: NOW.toISOString(),
          event: { title: "Mia Mine's event", slug: event.slug },
          checkIns: [{ at: NOW.toISOString(), outcome: 'valid' }],
        },
      ],
      care: { allergies: 'Mia Mine: no peanuts', photoConsent: 'none', emergencyContacts: [] },
      messagesReceived: [{ event: "Mia Mine's event", subject: 'For Mia Mine', body: 'Bring boots.' }],
    });
    expect(data.auditLog).toEqual(
      expect.arrayContaining([expect.objectContaining({ action: 'user.updated', after: { name: 'x' } })]),
    );
    // No secrets: not the password hash, the ticket code, nor the guardian's link tokens.
    const text = response.text;
    expect(guardian.consentTokenHash).not.toBeNull();
    for (const secret of [user.passwordHash, ticket.code, guardian.consentTokenHash!])
      expect(text).not.toContain(secret);
    expect(text).not.toMatch(/passwordHash|tokenHash|sessionVersion/);
    // Nothing of the other member.
    for (const theirs of ['Olga', other.user.email, 'olga-parent@example.test', other.event.slug, other.ticket.code])
      expect(text).not.toContain(theirs);
    for (const theirs of ['mia-parent@example.test', '+31612345678']) expect(text).not.toContain(theirs);
  });

  it('marks a check-in undone since: the scan happened, but let the member in no more', async () => {
    const { agent, ticket, event } = await memberWithData('Una Undone', 'una-parent@example.test');
    const { agent: manager } = await signedIn(testApp, { roles: ['admin'] });
    await submit(manager, 'delete', `/admin/events/${event.id}/check-ins/${ticket.id}`).expect(303);

    const data = JSON.parse((await agent.get('/settings/profile/export').expect(200)).text) as Record<string, unknown>;
    expect(data.tickets).toMatchObject([
      {
        id: ticket.id,
        checkedInAt: null,
        checkIns: [{ at: NOW.toISOString(), outcome: 'valid', undoneAt: NOW.toISOString() }],
      },
    ]);
  });

  it('is only for a signed-in member', async () => {
    await request(testApp.app).get('/settings/profile/export').expect(302).expect('Location', '/login');
  });
});
