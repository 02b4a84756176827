import type { AppContext } from '../../../context.js';
import { flushOutbox, queueAfterCommit } from '../../../jobs/outbox.js';
import { mailJob } from '../../../mail/delivery.js';
import { consentConfirmedMessage } from '../../../mail/messages/guardian-consent.js';
import { recordAudit } from '../../audit/index.js';
import { offerPlacesWaitedFor } from '../../waiting-list/index.js';
import { byConsentToken } from './find.js';
import { revokeToken } from './revoke-link.js';
import { revokePath, tokenHash } from './tokens.js';

export type Decision = 'confirm' | 'decline';

/** The member signed in while answering, if any: their account, verified, and its address. */
export interface SignedInGuardian {
  id: number;
  email: string;
}

/**
 * Confirming while signed in links the child to the guardian's account (SPEC §10 families) when the
 * account's verified address is the one the request was mailed to: the link came to that mailbox, so the
 * same person holds both. A child cannot become their own guardian.
 */
export const linksAccount = (account: SignedInGuardian, guardian: { email: string; userId: number }) =>
  account.id !== guardian.userId && account.email.toLowerCase() === guardian.email.toLowerCase();
export type DecisionOutcome =
  'confirmed' | 'declined' | 'not-found' | 'expired' | 'of-age' | 'already-answered' | 'by-the-child';

/**
 * The guardian's answer by the mailed link, recorded with its time, address and method. Only a pending
 * request is answered (conditionally, so a double submit records once). A confirmation issues the revoke
 * link, mailed to the guardian with the receipt: written with the answer (an outbox job), since a receipt
 * lost to a crash after the commit would leave the guardian no link to withdraw their consent by.
 */
export async function decideConsent(
  context: AppContext,
  {
    token,
    decision,
    address,
    account = null,
    answeredBy = null,
  }: {
    token: string;
    decision: Decision;
    address: string;
    account?: SignedInGuardian | null;
    /** The member signed in where the answer came from: the child themself is not their guardian. */
    answeredBy?: number | null;
  },
): Promise<DecisionOutcome> {
  const { db, config } = context;
  const now = context.now();
  const link = await byConsentToken(context, token);
  if (!link) return 'not-found';
  // An adult's consent is their own: an answer for a child now 18 would record nothing that counts, yet
  // could link the answering account to an adult's record.
  if (link.closed) return link.closed;
  const { found } = link;
  if (answeredBy === found.userId) return 'by-the-child';
  const state = decision === 'confirm' ? 'confirmed' : 'declined';
  const revokeLinkToken = revokeToken(config.sessionSecret, { id: found.id, consentStateAt: now });
  const linkTo = state === 'confirmed' && account && linksAccount(account, found) ? account.id : undefined;
  const answered = await db.$transaction(async (tx) => {
    const { count } = await tx.guardian.updateMany({
      where: { id: found.id, consentState: 'pending', consentTokenHash: tokenHash(token) },
      data: {
        consentState: state,
        consentStateAt: now,
        consentAddress: address,
        consentMethod: 'link',
        revokeTokenHash: state === 'confirmed' ? tokenHash(revokeLinkToken) : null,
        accountId: linkTo,
      },
    });
    if (count === 0) return null;
    if (linkTo !== undefined) {
      await recordAudit(tx, {
        actor: { id: linkTo, address },
        action: 'family.child_linked',
        subject: { type: 'user', id: found.userId, label: found.user.name },
        at: now,
      });
    }
    await recordAudit(tx, {
      actor: null,
      action: state === 'confirmed' ? 'guardian.consent_confirmed' : 'guardian.consent_declined',
      subject: { type: 'user', id: found.userId, label: found.user.name },
      before: { consentState: found.consentState },
      after: { consentState: state, consentMethod: 'link' },
      at: now,
    });
    const receipt =
      state === 'confirmed'
        ? mailJob(
            consentConfirmedMessage({
              appName: config.appName,
              to: found.email,
              guardianName: found.name,
              child: found.user.name,
              revokeUrl: new URL(revokePath(revokeLinkToken), config.appUrl).toString(),
            }),
            `guardian-consent-confirmed:${tokenHash(revokeLinkToken)}`,
          )
        : null;
    if (receipt) await queueAfterCommit(tx, now, receipt);
    return { receipt };
  });
  if (!answered) return 'already-answered';
  if (answered.receipt) await flushOutbox(context, [answered.receipt]);
  if (state === 'confirmed') {
    // A minor kept in line while consent was withdrawn may take a place left free meanwhile.
    await offerPlacesWaitedFor(context, found.userId);
  }
  return state;
}
