import { CONSENT_LINK_DAYS } from '../../../../common/guardian-consent.js';
import type { AppContext } from '../../../context.js';
import type { JobQueue } from '../../../jobs/queue.js';
import { enqueueMail } from '../../../mail/delivery.js';
import { consentRequestMessage } from '../../../mail/messages/guardian-consent.js';
import { consentPath, newToken, tokenHash } from './tokens.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Queues the mail asking the guardian for consent. The first request of a guardian (registration, a new
 * address, the start-up step) shares one key, so a restart while it waits does not queue it twice; a
 * member's "send it again" passes none.
 */
export async function queueConsentRequest(jobs: JobQueue, guardianId: number, again = false): Promise<void> {
  await jobs.enqueue(
    'guardians.consent-request',
    { guardianId },
    again ? {} : { key: `guardian-consent:${guardianId}` },
  );
}

/**
 * The `guardians.consent-request` job: a new link (replacing any earlier one) to the guardian's current
 * address. A request that is not yet confirmed starts again at pending; a confirmed one needs none.
 */
export async function sendConsentRequest(context: AppContext, guardianId: number): Promise<void> {
  const { db, config } = context;
  const guardian = await db.guardian.findUnique({
    where: { id: guardianId },
    select: { name: true, email: true, consentState: true, user: { select: { name: true, deletedAt: true } } },
  });
  if (!guardian || guardian.user.deletedAt || guardian.consentState === 'confirmed') return;
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
  for (const { id } of waiting) await queueConsentRequest(context.jobs, id);
  return waiting.length;
}
