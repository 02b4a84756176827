import { afterAll, describe, expect, it } from 'vitest';
import type { FamilyProps } from '../../../common/types/family.js';
import { DEFAULT_PASSWORD } from '../../support/factories.js';
import { browserAgent, createTestApp, logIn } from '../../support/test-app.js';
import { createEvent } from '../tickets/support.js';
import { guardian, pageAt, submit } from './support.js';

// The child turns 18 on 16 June 2026: the 15th is their last day as a minor.
const DAY_BEFORE = new Date('2026-06-15T10:00:00Z');
const BIRTHDAY = new Date('2026-06-16T10:00:00Z');
const DAY_AFTER = new Date('2026-06-17T10:00:00Z');
const testApp = await createTestApp({ clock: { now: new Date(DAY_BEFORE) } });
const { db } = testApp.context;
afterAll(() => testApp.close());

describe("a guardian's reach ends when the child comes of age (SPEC §10)", () => {
  it('reaches the child the day before the 18th birthday, and nothing of them from the birthday on', async () => {
    testApp.clock.now = new Date(DAY_BEFORE);
    const { user, agent: firstAgent } = await guardian(testApp);
    let agent = firstAgent;
    await submit(agent, 'post', '/settings/family/children', {
      name: 'Almost Grown',
      birthDate: '2008-06-16',
      phone: '+31 6 11112222',
      relationship: 'parent',
    }).expect(302);
    const child = await db.user.findFirstOrThrow({ where: { name: 'Almost Grown' } });
    const event = await createEvent(db, DAY_BEFORE, { inDays: 10 });
    const full = await createEvent(db, DAY_BEFORE, { inDays: 10, capacity: 0 });
    const later = await createEvent(db, DAY_BEFORE, { inDays: 12 });
    await submit(agent, 'post', `/events/${event.slug}/tickets`, { holder: child.id }).expect(302);
    await submit(agent, 'post', `/events/${full.slug}/waiting-list`, { holder: child.id }).expect(302);
    const ticket = await db.ticket.findFirstOrThrow({ where: { eventId: event.id, userId: child.id } });
    const entry = await db.waitingListEntry.findFirstOrThrow({ where: { eventId: full.id, userId: child.id } });
    const base = `/settings/family/children/${child.id}`;
    const care = { allergies: 'nuts', medicalNotes: '', photoConsent: 'none', emergencyContacts: [] };

    for (const url of [`${base}/care`, `${base}/export`, `/tickets/${ticket.id}`]) {
      expect((await agent.get(url)).status, url).toBe(200);
    }
    await submit(agent, 'put', `${base}/care`, care).expect(303);
    await submit(agent, 'put', `${base}/door-notices`, { doorNotices: true }).expect(303);
    let family = (await pageAt<FamilyProps>(testApp, agent, '/settings/family')).props;
    expect(family.children.map(({ id }) => id)).toEqual([child.id]);
    expect(family.cameOfAge).toEqual([]);

    for (const day of [BIRTHDAY, DAY_AFTER]) {
      testApp.clock.now = new Date(day);
      // A day later the session has lapsed: the guardian signs in again.
      agent = await browserAgent(testApp.app);
      await logIn(agent, user.email, DEFAULT_PASSWORD);
      for (const url of [`${base}/care`, `${base}/export`, `/tickets/${ticket.id}`]) {
        expect((await agent.get(url)).status, `${url} on ${day.toISOString()}`).toBe(404);
      }
      await submit(agent, 'put', `${base}/care`, { ...care, allergies: 'overwritten' }).expect(404);
      await submit(agent, 'put', `${base}/door-notices`, { doorNotices: false }).expect(404);
      await submit(agent, 'post', `/events/${later.slug}/tickets`, { holder: child.id }).expect(404);
      await submit(agent, 'post', `/events/${later.slug}/waiting-list`, { holder: child.id }).expect(404);
      await submit(agent, 'delete', `/tickets/${ticket.id}`, {}).expect(404);
      await submit(agent, 'delete', `/waiting-list/${entry.id}`, {}).expect(404);
      family = (await pageAt<FamilyProps>(testApp, agent, '/settings/family')).props;
      expect(family.children).toEqual([]);
      expect(family.cameOfAge).toEqual([{ id: child.id, name: 'Almost Grown' }]);
    }
    // The adult's own things stay as they were: nothing was cancelled, overwritten or unlinked.
    expect(await db.ticket.findUniqueOrThrow({ where: { id: ticket.id } })).toMatchObject({ status: 'active' });
    expect(await db.waitingListEntry.count({ where: { id: entry.id } })).toBe(1);
    expect(await db.careInfo.findUniqueOrThrow({ where: { userId: child.id } })).toMatchObject({ allergies: 'nuts' });
    expect(await db.ticket.count({ where: { eventId: later.id } })).toBe(0);
  });
});
