import { randomUUID } from 'node:crypto';
import { CONSENT_LINK_DAYS } from '../../../../common/guardian-consent.js';
import type { AppContext } from '../../../context.js';
import { queueSoon, type OutboxJob } from '../../../jobs/outbox.js';
import { enqueueMail } from '../../../mail/delivery.js';
import { consentRequestMessage } from '../../../mail/messages/guardian-consent.js';
import { consentPath, newToken, tokenHash } from './tokens.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The first request of a guardian (registration, a new address, an invitation), as a job to write with
 * the change that names them (`queueAfterCommit`): a crash after the commit cannot lose it. Every first
 * request of a guardian shares one key, and runs only while none has gone out to their current address
 * (`sendConsentRequest`), so one handed over twice (the outbox's sweep, the start-up step) mails once.
 */
export function consentRequestJob(guardianId: number): OutboxJob {
  return {
    name: 'guardians.consent-request',
    data: { guardianId, first: true },
    key: `guardian-consent:${guardianId}`,
  };
}

/** Queues the request a member asks for again ("send it again"): a new link each time. */
export async function queueConsentRequestAgain(
  context: Pick<AppContext, 'db' | 'jobs' | 'logger' | 'now'>,
  guardianId: number,
): Promise<void> {
  const key = `guardian-consent-again:${guardianId}:${randomUUID()}`;
  await queueSoon(context, { name: 'guardians.consent-request', data: { guardianId }, key });
}

/**
 * The `guardians.consent-request` job: a new link (replacing any earlier one) to the guardian's current
 * address. A request that is not yet confirmed starts again at pending; a confirmed one needs none. A
 * first request (`first`) is sent only while the current address has had none: a link already sent.
 */
export async function sendConsentRequest(
  context: AppContext,
  { guardianId, first = false }: { guardianId: number; first?: boolean },
): Promise<void> {
  const { db, config } = context;
  const guardian = await db.guardian.findUnique({
    where: { id: guardianId },
    select: {
      name: true,
      email: true,
      consentState: true,
      consentTokenHash: true,
      user: { select: { name: true, deletedAt: true } },
    },
  });
  if (!guardian || guardian.user.deletedAt || guardian.consentState === 'confirmed') return;
  if (first && guardian.consentTokenHash !== null) return;
  const now = context.now();
  const token = newToken();
  const restart =
    guardian.consentState === 'pending'
      ? {}
      : { consentState: 'pending' as const, consentStateAt: now, consentAddress: null, consentMethod: null };
  await db.guardian.update({
    where: { id: guardianId },
    data: {
      consentTokenHash: tokenHash(token),
      consentTokenExpiresAt: new Date(now.getTime() + CONSENT_LINK_DAYS * DAY_MS),
      ...restart,
    },
  });
  await enqueueMail(
    context.jobs,
    consentRequestMessage({
      appName: config.appName,
      to: guardian.email,
      guardianName: guardian.name,
      child: guardian.user.name,
      url: new URL(consentPath(token), config.appUrl).toString(),
      days: CONSENT_LINK_DAYS,
    }),
    `guardian-consent-request:${tokenHash(token)}`,
  );
}

/**
 * Start-up step: guardians who never had a request (those from before consent was asked of the guardian,
 * whom the migration set to pending) get one. Queued under the first-request key, and a sent request
 * leaves a token behind, so restarts mail nobody twice. Returns how many were queued.
 */
export async function requestMissingConsents(context: Pick<AppContext, 'db' | 'jobs'>): Promise<number> {
  const waiting = await context.db.guardian.findMany({
    where: { consentState: 'pending', consentTokenHash: null, user: { deletedAt: null } },
    select: { id: true },
    orderBy: { id: 'asc' },
  });
  for (const { id } of waiting) {
    const { name, data, key } = consentRequestJob(id);
    await context.jobs.enqueue(name, data, { key });
  }
  return waiting.length;
}
