// Two-factor sign-in for test staff (SPEC §14): permissions over members, roles and care information act
// only with two-factor on, so the factories give staff a known secret and the sign-in helpers answer the
// challenge with a code computed from it, as the member's authenticator app would.
import type { Database } from '../../server/db.js';
import { hashRecoveryCode, totpCode } from '../../server/features/auth/index.js';

/** Every test member with two-factor on shares this secret (base32). */
export const TEST_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/** The recovery codes a test member with two-factor on holds: `test-0001`, `test-0002`, … */
export const testRecoveryCode = (index: number) => `test-${String(index + 1).padStart(4, '0')}`;

/** Turns two-factor on for the member with the test secret and `recoveryCodes` known codes. */
export async function giveTwoFactor(db: Database, userId: number, { recoveryCodes = 20 } = {}) {
  await db.twoFactor.create({ data: { userId, secret: TEST_TOTP_SECRET, enabledAt: new Date() } });
  await db.recoveryCode.createMany({
    data: Array.from({ length: recoveryCodes }, (_, index) => ({
      userId,
      codeHash: hashRecoveryCode(testRecoveryCode(index)),
    })),
  });
}

/** The code the test secret gives at the moment. */
export const testTotpCode = (at: Date = new Date()) => totpCode(TEST_TOTP_SECRET, at);

const recoveryCodesUsed = new Map<string, number>();

/**
 * The codes to try at the challenge, in order: the app's code for the moment, then (when the member
 * already signed in with that one in the same 30 seconds, which the site refuses) the next unused
 * recovery code.
 */
export function* challengeCodes(email: string, at: Date): Generator<string> {
  yield testTotpCode(at);
  for (;;) {
    const used = recoveryCodesUsed.get(email) ?? 0;
    recoveryCodesUsed.set(email, used + 1);
    yield testRecoveryCode(used);
  }
}
