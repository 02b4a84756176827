// SPEC §10: every mail to a guardian after their consent carries a link to withdraw it, whether they
// hold an account or answered the mailed link as a guest; one who withdrew gets no such link any more.
import { afterAll, describe, expect, it } from 'vitest';
import { linkIn, type ReadMail } from '../../../support/mailbox.js';
import { signedIn } from '../../../support/member-session.js';
import { tokenHash } from '../../../../server/http/link-tokens.js';
import { createTestApp } from '../../../support/test-app.js';
import { signedInWith } from '../../admin/support.js';
import { doorScanner, postScan, scanUrl } from '../../scanner/support.js';
import { createEvent } from '../../tickets/support.js';
import { answer, consentLink, guardianBrowser, mailWith, minorWithGuardian, submit, type Agent } from './support.js';

const NOW = new Date('2026-06-15T10:00:00Z');
const testApp = await createTestApp({ clock: { now: NOW } });
afterAll(() => testApp.close());
const { db } = testApp.context;
const { agent: staff } = await signedInWith(testApp, ['event-manager']);

const REVOKE = /\/guardian-consent\/[\w-]{43}\/revoke$/;
const revokePathIn = (mail: ReadMail) => new URL(linkIn(mail, '/guardian-consent/')).pathname;
const consentOf = async (userId: number) =>
  (await db.guardian.findFirstOrThrow({ where: { userId }, select: { consentState: true } })).consentState;

async function takeTicket(agent: Agent, slug: string) {
  await submit(agent, 'post', `/events/${slug}/tickets`).expect(302);
  await testApp.runJobs();
}

async function messageHolders(eventId: number, subject: string) {
  const from = `/admin/events/${eventId}`;
  await submit(staff, 'post', `${from}/messages`, { audience: 'all', subject, body: 'See you there.' }, from).expect(
    302,
  );
  await testApp.runJobs();
}

describe("the revoke link in a guardian's later mail (SPEC §10)", () => {
  it("reaches a guardian without an account in a message's copy, works, and is gone once consent is withdrawn", async () => {
    const { minor, agent, guardianEmail } = await minorWithGuardian(testApp);
    await answer(testApp, await consentLink(testApp, guardianEmail), 'confirm');
    const event = await createEvent(db, NOW, { title: 'Canoe day', capacity: 10 });
    await takeTicket(agent, event.slug);

    await messageHolders(event.id, 'Bring towels');
    const copy = await mailWith(testApp, guardianEmail, /Bring towels/);
    const revokePath = revokePathIn(copy);
    expect(revokePath).toMatch(REVOKE);

    const guardian = await guardianBrowser(testApp, revokePath);
    await submit(guardian, 'post', revokePath).expect(303).expect('Location', revokePath);
    expect(await consentOf(minor.id)).toBe('revoked');

    // Still the child's guardian, told what the organisers say, but with nothing left to withdraw.
    await db.ticket.updateMany({ where: { userId: minor.id }, data: { status: 'active', activeEventId: event.id } });
    await messageHolders(event.id, 'Bring hats');
    const later = await mailWith(testApp, guardianEmail, /Bring hats/);
    expect(() => linkIn(later, '/guardian-consent/')).toThrow();
  });

  it("tells a guardian without an account of the child's ticket and its cancellation, as of messages", async () => {
    const { minor, agent, guardianEmail } = await minorWithGuardian(testApp);
    await answer(testApp, await consentLink(testApp, guardianEmail), 'confirm');
    const event = await createEvent(db, NOW, { title: 'Kayak day', capacity: 10 });
    await takeTicket(agent, event.slug);
    const ticketMail = await mailWith(testApp, guardianEmail, /^Your ticket for Kayak day/);
    expect(revokePathIn(ticketMail)).toMatch(REVOKE);

    const { id } = await db.ticket.findFirstOrThrow({ where: { userId: minor.id, eventId: event.id } });
    const from = `/admin/events/${event.id}`;
    await submit(staff, 'delete', `${from}/tickets/${id}`, {}, from).expect(303);
    await testApp.runJobs();
    expect(revokePathIn(await mailWith(testApp, guardianEmail, /^Ticket cancelled: Kayak day/))).toMatch(REVOKE);
  });

  it("reaches a guardian's account in the child's ticket mail and door notice, as their receipt's link", async () => {
    const { minor, agent, guardianEmail } = await minorWithGuardian(testApp);
    const parent = await signedIn(testApp, { email: guardianEmail, birthDate: new Date('1980-02-02T00:00:00Z') });
    const path = await consentLink(testApp, guardianEmail);
    await parent.agent.get(path);
    await submit(parent.agent, 'post', path, { decision: 'confirm' }).expect(303);
    expect(await db.guardian.findFirstOrThrow({ where: { userId: minor.id } })).toMatchObject({
      accountId: parent.user.id,
      consentState: 'confirmed',
    });
    const receipt = await mailWith(testApp, guardianEmail, /^Consent recorded/);

    const event = await createEvent(db, NOW, { title: 'Climbing wall', capacity: 10, inDays: 0.01 });
    await takeTicket(agent, event.slug);
    const ticketMail = await mailWith(testApp, guardianEmail, /^Your ticket for Climbing wall/);
    expect(revokePathIn(ticketMail)).toBe(revokePathIn(receipt));
    // The child's own mail names no consent to withdraw: it is not theirs.
    const own = await mailWith(testApp, minor.email, /^Your ticket for Climbing wall/);
    expect(() => linkIn(own, '/guardian-consent/')).toThrow();

    const family = `/settings/family/children/${minor.id}/door-notices`;
    await submit(parent.agent, 'put', family, { doorNotices: true }, '/settings/family').expect(303);
    const { code } = await db.ticket.findFirstOrThrow({ where: { userId: minor.id, eventId: event.id } });
    const door = await doorScanner(testApp);
    await postScan(door.agent, scanUrl(event.id), { code }).expect(200);
    await testApp.runJobs();
    const notice = await mailWith(testApp, guardianEmail, /checked in/);
    expect(revokePathIn(notice)).toBe(revokePathIn(receipt));
  });

  it('leaves the link out for a consent given before links were derived: its receipt keeps the one it has', async () => {
    const { minor, agent, guardianEmail } = await minorWithGuardian(testApp);
    await answer(testApp, await consentLink(testApp, guardianEmail), 'confirm');
    await db.guardian.updateMany({
      where: { userId: minor.id },
      data: { revokeTokenHash: tokenHash('drawn at random') },
    });
    const event = await createEvent(db, NOW, { title: 'Old consent day', capacity: 10 });
    await takeTicket(agent, event.slug);

    await messageHolders(event.id, 'Bring snacks');
    const copy = await mailWith(testApp, guardianEmail, /Bring snacks/);
    expect(copy.text).toContain('Kid');
    expect(() => linkIn(copy, '/guardian-consent/')).toThrow();
  });
});
