import { afterAll, describe, expect, it } from 'vitest';
import type { EventShowProps } from '../../../common/types/events.js';
import type { FamilyProps } from '../../../common/types/family.js';
import type { MemberTicket } from '../../../common/types/member-tickets.js';
import { createTestApp } from '../../support/test-app.js';
import { activeTickets, createEvent, issueTicket } from '../tickets/support.js';
import { addChild, guardian, pageAt, submit, type Agent } from './support.js';

const NOW = new Date('2026-06-15T10:00:00Z');
const testApp = await createTestApp({ clock: { now: NOW } });
const { db } = testApp.context;
afterAll(() => testApp.close());

const take = (agent: Agent, slug: string, holder: number) =>
  submit(agent, 'post', `/events/${slug}/tickets`, { holder }).expect(302).expect('Location', `/events/${slug}`);

async function flashAfter(agent: Agent, slug: string) {
  const { props, flash } = await pageAt<EventShowProps>(testApp, agent, `/events/${slug}`);
  return { ...props, flash };
}

describe('a guardian takes tickets for their children (SPEC §10)', () => {
  it("judges the child's age, not the guardian's", async () => {
    const { agent } = await guardian(testApp);
    const young = await addChild(testApp, agent, 8, 'Young One');
    const older = await addChild(testApp, agent, 13, 'Older One');
    const event = await createEvent(db, NOW, { minimumAge: 12 });

    let props = await flashAfter(agent, event.slug);
    expect(props.childTickets).toEqual([
      expect.objectContaining({
        id: young.id,
        state: 'refused',
        refusal: 'Young One is below the minimum age for this event.',
      }),
      expect.objectContaining({ id: older.id, state: 'available' }),
    ]);
    await take(agent, event.slug, young.id);
    props = await flashAfter(agent, event.slug);
    expect(props.flash.error).toBe('Young One is below the minimum age for this event.');
    await take(agent, event.slug, older.id);
    props = await flashAfter(agent, event.slug);
    expect(props.flash.success).toMatch(/^Older One has a ticket for /);
    expect(await db.ticket.findMany({ where: { eventId: event.id }, select: { userId: true } })).toEqual([
      { userId: older.id },
    ]);
    expect(props.childTickets[1]).toMatchObject({ state: 'held' });
    // The guardian's own panel is untouched: they hold no ticket.
    expect(props.ticketPanel.kind).toBe('available');
  });

  it('applies the rest of the rules to the child: one ticket each, capacity, consent', async () => {
    const { agent } = await guardian(testApp);
    const child = await addChild(testApp, agent, 10, 'Rule Kid');
    const event = await createEvent(db, NOW, { capacity: 1 });
    await take(agent, event.slug, child.id);
    await take(agent, event.slug, child.id);
    expect((await flashAfter(agent, event.slug)).flash.error).toBe('Rule Kid already has a ticket for this event.');
    const sibling = await addChild(testApp, agent, 9, 'Sibling Kid');
    await take(agent, event.slug, sibling.id);
    expect((await flashAfter(agent, event.slug)).flash.error).toBe('Sorry, this event is full.');
    expect(await activeTickets(db, event.id)).toBe(1);

    // A second guardian who declines stops the child from taking tickets.
    await db.guardian.create({
      data: {
        userId: sibling.id,
        position: 1,
        name: 'Other',
        email: 'other@example.test',
        phone: '+31611112229',
        relationship: 'parent',
        consentState: 'declined',
      },
    });
    const open = await createEvent(db, NOW);
    await take(agent, open.slug, sibling.id);
    expect((await flashAfter(agent, open.slug)).flash.error).toBe(
      'Sibling Kid cannot take tickets: a guardian declined or withdrew their consent.',
    );
    expect(await activeTickets(db, open.id)).toBe(0);
  });

  it("takes no ticket for a child whose own account's address is not verified yet", async () => {
    const { agent } = await guardian(testApp);
    const child = await addChild(testApp, agent, 12, 'Unverified Kid');
    // A child with an account of their own who has not yet confirmed their address.
    await db.user.update({
      where: { id: child.id },
      data: { managed: false, email: `unverified-${child.id}@example.test`, emailVerifiedAt: null },
    });
    const event = await createEvent(db, NOW);
    const refusal =
      'Unverified Kid must first confirm their e-mail address with the link we sent them; then you can take tickets for them.';
    expect((await flashAfter(agent, event.slug)).childTickets).toEqual([
      expect.objectContaining({ id: child.id, state: 'refused', refusal }),
    ]);
    await take(agent, event.slug, child.id);
    expect((await flashAfter(agent, event.slug)).flash.error).toBe(refusal);
    expect(await activeTickets(db, event.id)).toBe(0);

    await db.user.update({ where: { id: child.id }, data: { emailVerifiedAt: NOW } });
    await take(agent, event.slug, child.id);
    expect(await activeTickets(db, event.id)).toBe(1);
  });

  it('keeps the child with a guardian who withdrew their consent, for everything but taking part', async () => {
    const { agent, user } = await guardian(testApp);
    const child = await addChild(testApp, agent, 10, 'Withdrawn Kid');
    await db.guardian.updateMany({
      where: { userId: child.id, accountId: user.id },
      data: { consentState: 'revoked' },
    });

    const family = await pageAt<FamilyProps>(testApp, agent, '/settings/family');
    expect(family.props.children.find(({ id }) => id === child.id)).toMatchObject({ consent: 'revoked' });
    const data = await agent.get(`/settings/family/children/${child.id}/export`).expect(200);
    expect(JSON.parse(data.text)).toMatchObject({ profile: expect.objectContaining({ name: 'Withdrawn Kid' }) });
    await agent.get(`/settings/family/children/${child.id}/care`).expect(200);

    const event = await createEvent(db, NOW);
    await take(agent, event.slug, child.id);
    expect((await flashAfter(agent, event.slug)).flash.error).toBe(
      'Withdrawn Kid cannot take tickets: a guardian declined or withdrew their consent.',
    );
    expect(await activeTickets(db, event.id)).toBe(0);
  });

  it("mails a managed child's ticket to the guardian, and shows it on the guardian's dashboard and ticket page", async () => {
    const { agent, user } = await guardian(testApp);
    const child = await addChild(testApp, agent, 11, 'Mail Kid');
    const event = await createEvent(db, NOW, { title: 'Kids camp' });
    await take(agent, event.slug, child.id);
    await testApp.runJobs();
    const mails = await testApp.mailTo(user.email);
    expect(mails.filter((mail) => /Kids camp/.test(mail.subject))).toHaveLength(1);
    expect(await testApp.mailTo(child.email)).toEqual([]);

    const { props } = await pageAt<{ tickets: { upcoming: MemberTicket[] } }>(testApp, agent, '/dashboard');
    const ticket = props.tickets.upcoming.find((row) => row.event.title === 'Kids camp')!;
    expect(ticket).toMatchObject({ holder: 'Mail Kid' });
    expect(ticket.qr).toMatch(/^data:image\/svg\+xml/);
    const shown = await pageAt<{ ticket: MemberTicket }>(testApp, agent, `/tickets/${ticket.id}`);
    expect(shown.props.ticket).toMatchObject({ id: ticket.id, holder: 'Mail Kid' });

    await submit(agent, 'delete', `/tickets/${ticket.id}`).expect(303);
    expect(await activeTickets(db, event.id)).toBe(0);
  });

  it("refuses a child who is not the guardian's, writing nothing", async () => {
    const { agent: owner } = await guardian(testApp);
    const child = await addChild(testApp, owner, 10);
    const { agent: stranger } = await guardian(testApp);
    const event = await createEvent(db, NOW);
    await submit(stranger, 'post', `/events/${event.slug}/tickets`, { holder: child.id }).expect(404);
    const ticket = await issueTicket(db, event.id, child.id);
    expect((await stranger.get(`/tickets/${ticket.id}`)).status).toBe(404);
    await submit(stranger, 'delete', `/tickets/${ticket.id}`).expect(404);
    expect(await activeTickets(db, event.id)).toBe(1);
    for (const holder of ['1', -3, 1.5, null]) {
      await submit(stranger, 'post', `/events/${event.slug}/tickets`, { holder }, `/events/${event.slug}`).expect(303);
    }
    expect(await activeTickets(db, event.id)).toBe(1);
  });
});
