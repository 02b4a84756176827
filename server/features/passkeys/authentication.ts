import {
  generateAuthenticationOptions,
  verifyAuthenticationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server';
import type { AppContext } from '../../context.js';
import { transportsOf } from './registration.js';
import { originIn, relyingPartyFor } from './relying-party.js';

/**
 * What the browser needs to offer the site's passkeys: no list of credentials (the authenticator finds
 * the member's own discoverable passkey, so nobody types an address and the answer tells an attacker
 * nothing about who has an account), and user verification required.
 */
export function signInOptions({ config }: Pick<AppContext, 'config'>): Promise<PublicKeyCredentialRequestOptionsJSON> {
  return generateAuthenticationOptions({ rpID: relyingPartyFor(config).id, userVerification: 'required' });
}

export type PasskeySignIn = { outcome: 'verified'; userId: number; passkeyId: number } | { outcome: 'refused' };

/**
 * Checks an assertion against the challenge kept in the session and the stored public key: the origin
 * and domain, user verification, the signature, and that the signature counter went up (for
 * authenticators that count). A passkey of a removed or deleted account, or of a managed child (who
 * has no login), is unknown. On success the new counter and the time of use are stored.
 */
export async function verifyPasskeySignIn(
  { db, config, logger, now }: Pick<AppContext, 'db' | 'config' | 'logger' | 'now'>,
  { credential, expectedChallenge }: { credential: AuthenticationResponseJSON; expectedChallenge: string | null },
): Promise<PasskeySignIn> {
  if (!expectedChallenge) return { outcome: 'refused' };
  const passkey = await db.passkey.findFirst({
    where: { credentialId: credential.id, user: { deletedAt: null, managed: false } },
    select: { id: true, userId: true, credentialId: true, publicKey: true, counter: true, transports: true },
  });
  if (!passkey) return { outcome: 'refused' };
  const party = relyingPartyFor(config);
  const origin = originIn(credential.response.clientDataJSON);
  if (!origin || !party.allowsOrigin(origin)) return { outcome: 'refused' };
  let verification;
  try {
    verification = await verifyAuthenticationResponse({
      response: credential,
      expectedChallenge,
      expectedOrigin: origin,
      expectedRPID: party.id,
      requireUserVerification: true,
      credential: {
        id: passkey.credentialId,
        publicKey: new Uint8Array(passkey.publicKey),
        counter: Number(passkey.counter),
        transports: transportsOf(passkey.transports),
      },
    });
  } catch (error) {
    logger.info('A passkey sign-in was refused', error instanceof Error ? error.message : error);
    return { outcome: 'refused' };
  }
  if (!verification.verified || !verification.authenticationInfo.userVerified) return { outcome: 'refused' };
  const { newCounter } = verification.authenticationInfo;
  // Conditional on the counter read, so two uses of one signature racing each other cannot both pass
  // a counting authenticator's check.
  const stored = await db.passkey.updateMany({
    where: { id: passkey.id, counter: passkey.counter },
    data: { counter: BigInt(newCounter), lastUsedAt: now() },
  });
  if (stored.count === 0) return { outcome: 'refused' };
  return { outcome: 'verified', userId: passkey.userId, passkeyId: passkey.id };
}
