/**
 * A guardian's address that is the minor's own would send the consent request to the minor, who could
 * then consent for themself (SPEC §10): refused wherever a minor names a guardian.
 */
export const isOwnAddress = (memberEmail: string, guardianEmail: string): boolean =>
  memberEmail.toLowerCase() === guardianEmail.toLowerCase();

export const OWN_ADDRESS_AS_GUARDIAN = { email: "Enter your guardian's own e-mail address, not yours." };
