import {
  generateRegistrationOptions,
  verifyRegistrationResponse,
  type PublicKeyCredentialCreationOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { AppContext } from '../../context.js';
import { flushOutbox } from '../../jobs/outbox.js';
import { recordAudit, type AuditActor } from '../audit/index.js';
import { tellMemberOfNewPasskey } from './added-notice.js';
import { originIn, relyingPartyFor, userHandleOf } from './relying-party.js';

/** More than anyone carries; a bound so one account cannot fill the table. */
export const MAX_PASSKEYS = 20;

/**
 * What the browser needs to create a passkey for the member: a discoverable credential (the member
 * signs in later without typing their address) with user verification (a PIN, fingerprint or face), so
 * that the passkey alone is both factors. Their existing passkeys are excluded, so one authenticator is
 * not added twice.
 */
export async function registrationOptions(
  { db, config }: Pick<AppContext, 'db' | 'config'>,
  userId: number,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const member = await db.user.findFirstOrThrow({
    where: { id: userId, deletedAt: null },
    select: { name: true, email: true, passkeys: { select: { credentialId: true, transports: true } } },
  });
  const party = relyingPartyFor(config);
  return generateRegistrationOptions({
    rpName: party.name,
    rpID: party.id,
    userName: member.email,
    userDisplayName: member.name,
    userID: userHandleOf(config.sessionSecret, userId),
    attestationType: 'none',
    excludeCredentials: member.passkeys.map((passkey) => ({
      id: passkey.credentialId,
      transports: transportsOf(passkey.transports),
    })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
}

export const transportsOf = (stored: string) => (stored ? stored.split(',') : undefined);

export type AddPasskeyOutcome = 'added' | 'refused' | 'already-added' | 'too-many';

/**
 * Checks the browser's answer to the challenge kept for the member and stores the new passkey: its
 * credential id, public key, counter and transports, never anything secret (there is nothing secret on
 * this side). The audit entry names the passkey and nothing of its key; the member is mailed of it.
 */
export async function addPasskey(
  context: Pick<AppContext, 'db' | 'config' | 'logger' | 'now' | 'jobs'>,
  input: {
    actor: AuditActor;
    userId: number;
    name: string;
    credential: RegistrationResponseJSON;
    expectedChallenge: string | null;
    /** The browser's User-Agent, to tell the member which device added it. */
    userAgent: string;
  },
): Promise<AddPasskeyOutcome> {
  const { db, config, logger, now } = context;
  const { userId, credential, expectedChallenge } = input;
  if (!expectedChallenge) return 'refused';
  const party = relyingPartyFor(config);
  const origin = originIn(credential.response.clientDataJSON);
  if (!origin || !party.allowsOrigin(origin)) return 'refused';
  let verification;
  try {
    verification = await verifyRegistrationResponse({
      response: credential,
      expectedChallenge,
      expectedOrigin: origin,
      expectedRPID: party.id,
      requireUserVerification: true,
    });
  } catch (error) {
    logger.info('A passkey registration was refused', error instanceof Error ? error.message : error);
    return 'refused';
  }
  if (!verification.verified) return 'refused';
  const { credential: verified } = verification.registrationInfo;
  const added = await db.$transaction(async (tx) => {
    if (await tx.passkey.findUnique({ where: { credentialId: verified.id }, select: { id: true } })) {
      return 'already-added';
    }
    if ((await tx.passkey.count({ where: { userId } })) >= MAX_PASSKEYS) return 'too-many';
    const passkey = await tx.passkey.create({
      data: {
        userId,
        name: input.name,
        credentialId: verified.id,
        publicKey: Buffer.from(verified.publicKey),
        counter: BigInt(verified.counter),
        transports: (verified.transports ?? []).join(','),
        createdAt: now(),
      },
    });
    await recordAudit(tx, {
      actor: input.actor,
      action: 'passkey.added',
      subject: { type: 'user', id: userId },
      after: { passkey: passkey.id, name: passkey.name },
    });
    return tellMemberOfNewPasskey(context, tx, { userId, passkey, userAgent: input.userAgent });
  });
  if (typeof added === 'string') return added;
  if (added) await flushOutbox(context, [added]);
  return 'added';
}
