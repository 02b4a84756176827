import type { AppContext } from '../../context.js';
import { recordAudit, type AuditActor } from '../audit/index.js';
import { careOf } from '../care/index.js';
import { birthDateText } from '../members/index.js';
import { labelledAnswers, storedAnswers } from '../questions/index.js';
import { deviceOf } from '../sessions/index.js';
import { exportedAuditFields, guardianOfChild, ownGuardianship } from './export-guardians.js';

const iso = (date: Date | null) => date?.toISOString() ?? null;
const parsed = (text: string | null): unknown => (text === null ? null : JSON.parse(text));

/**
 * Everything held about the member (SPEC §10 "My data"), as plain JSON: profile, roles, guardians (name,
 * relationship, consent state and time; their contact details and address are in their own export), the
 * children the member is a guardian of with what they gave as guardian, care information, tickets with
 * their events, check-ins and answers, waiting lists, the organisers' messages received, browser
 * sessions (device, address, times), passkeys (names and dates), posts written, and the audit log's
 * entries about them. Never a password hash, token or ticket code, and nothing that identifies another
 * member (who scanned a ticket, who changed the account, a guardian's contact details). Whether
 * two-factor is on, never its secret or codes.
 */
async function memberData({ db, now }: Pick<AppContext, 'db' | 'now'>, userId: number) {
  const user = await db.user.findFirstOrThrow({
    where: { id: userId, deletedAt: null },
    select: {
      name: true,
      email: true,
      emailVerifiedAt: true,
      pendingEmail: true,
      birthDate: true,
      phone: true,
      createdAt: true,
      postCode: { select: { code: true, placeName: true } },
      roles: { select: { role: { select: { name: true } } } },
      managed: true,
      // Whether two-factor is on and since when; never the secret or the recovery codes.
      twoFactor: { select: { enabledAt: true } },
      authorisedAdults: { orderBy: { id: 'asc' }, select: { name: true, phone: true, relationship: true } },
      guardians: {
        orderBy: { position: 'asc' },
        select: { name: true, relationship: true, consentState: true, consentStateAt: true },
      },
      wards: {
        where: { user: { deletedAt: null } },
        orderBy: { id: 'asc' },
        select: {
          user: { select: { name: true } },
          email: true,
          phone: true,
          relationship: true,
          consentState: true,
          consentStateAt: true,
          consentAddress: true,
          consentMethod: true,
          doorNotices: true,
          createdAt: true,
        },
      },
      tickets: {
        orderBy: { id: 'asc' },
        select: {
          id: true,
          status: true,
          createdAt: true,
          checkedInAt: true,
          answers: true,
          event: {
            select: {
              title: true,
              slug: true,
              startsAt: true,
              endsAt: true,
              questions: { orderBy: [{ position: 'asc' }, { id: 'asc' }], select: { id: true, label: true } },
            },
          },
          checkIns: { orderBy: { id: 'asc' }, select: { at: true, outcome: true, undoneAt: true } },
        },
      },
      posts: { orderBy: { id: 'asc' }, select: { title: true, slug: true, createdAt: true } },
      passkeys: { orderBy: { id: 'asc' }, select: { name: true, createdAt: true, lastUsedAt: true } },
      waitingFor: {
        orderBy: { id: 'asc' },
        select: { createdAt: true, offerExpiresAt: true, event: { select: { title: true, slug: true } } },
      },
    },
  });
  const audit = await db.auditEntry.findMany({
    where: { subjectType: 'user', subjectId: userId },
    orderBy: { id: 'asc' },
    select: { action: true, createdAt: true, before: true, after: true },
  });
  const care = await careOf({ db }, userId);
  const received = await db.eventMessageRecipient.findMany({
    where: { userId },
    select: { message: { select: { subject: true, body: true, sentAt: true, event: { select: { title: true } } } } },
  });
  // The browser sessions we keep a row of (SPEC §14): the device, address and times, never the session id.
  const sessions = await db.browserSession.findMany({
    where: { userId },
    orderBy: { createdAt: 'asc' },
    select: { userAgent: true, address: true, createdAt: true, lastSeenAt: true },
  });
  return {
    exportedAt: now().toISOString(),
    profile: {
      name: user.name,
      email: user.email,
      emailVerifiedAt: iso(user.emailVerifiedAt),
      pendingEmail: user.pendingEmail,
      birthDate: birthDateText(user.birthDate),
      phone: user.phone,
      postCode: user.postCode,
      memberSince: user.createdAt.toISOString(),
    },
    roles: user.roles.map(({ role }) => role.name),
    twoFactor: { enabled: !!user.twoFactor, since: iso(user.twoFactor?.enabledAt ?? null) },
    managedByGuardian: user.managed,
    guardians: user.guardians.map(guardianOfChild),
    guardianOf: user.wards.map(ownGuardianship),
    authorisedAdults: user.authorisedAdults,
    tickets: user.tickets.map((ticket) => ({
      id: ticket.id,
      status: ticket.status,
      takenAt: ticket.createdAt.toISOString(),
      checkedInAt: iso(ticket.checkedInAt),
      event: {
        title: ticket.event.title,
        slug: ticket.event.slug,
        startsAt: ticket.event.startsAt.toISOString(),
        endsAt: ticket.event.endsAt.toISOString(),
      },
      // An undone check-in stays, as the scan log keeps it, with when it was undone.
      checkIns: ticket.checkIns.map((checkIn) => ({
        at: checkIn.at.toISOString(),
        outcome: checkIn.outcome,
        undoneAt: iso(checkIn.undoneAt),
      })),
      answers: labelledAnswers(ticket.event.questions, storedAnswers(ticket.answers)),
    })),
    care,
    waitingLists: user.waitingFor.map((entry) => ({
      event: entry.event,
      joinedAt: entry.createdAt.toISOString(),
      placeOfferedUntil: iso(entry.offerExpiresAt),
    })),
    messagesReceived: received.map(({ message }) => ({
      event: message.event.title,
      subject: message.subject,
      body: message.body,
      sentAt: iso(message.sentAt),
    })),
    browserSessions: sessions.map((session) => ({
      ...deviceOf(session.userAgent),
      userAgent: session.userAgent,
      address: session.address,
      signedInAt: session.createdAt.toISOString(),
      lastSeenAt: session.lastSeenAt.toISOString(),
    })),
    // What the member called each passkey and when it was added and last used; never its key or credential id.
    passkeys: user.passkeys.map((passkey) => ({
      name: passkey.name,
      addedAt: passkey.createdAt.toISOString(),
      lastUsedAt: iso(passkey.lastUsedAt),
    })),
    posts: user.posts.map((post) => ({ title: post.title, slug: post.slug, createdAt: post.createdAt.toISOString() })),
    auditLog: audit.map((entry) => ({
      action: entry.action,
      at: entry.createdAt.toISOString(),
      before: exportedAuditFields(entry.action, parsed(entry.before)),
      after: exportedAuditFields(entry.action, parsed(entry.after)),
    })),
  };
}

/**
 * The member's data (memberData), downloaded by them or by a guardian for a child: like every export
 * (SPEC §14), the log keeps who took whose data. Written after the read, so the export holds the
 * entries before it.
 */
export async function exportMemberData(
  context: Pick<AppContext, 'db' | 'now'>,
  { actor, userId }: { actor: AuditActor; userId: number },
) {
  const data = await memberData(context, userId);
  await recordAudit(context.db, {
    actor,
    action: 'user.data_exported',
    subject: { type: 'user', id: userId, label: data.profile.name },
    after: { byGuardian: actor.id !== userId },
  });
  return data;
}
