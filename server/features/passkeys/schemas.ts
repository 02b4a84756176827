import { z } from 'zod';

const MAX_NAME = 60;
/** A WebAuthn response's fields are base64url; the largest (an attestation object) stays well under this. */
const MAX_ENCODED = 16_000;

const base64url = z
  .string('This passkey answer is incomplete.')
  .min(1, 'This passkey answer is incomplete.')
  .max(MAX_ENCODED, 'This passkey answer is too long.')
  .regex(/^[A-Za-z0-9_-]+$/, 'This passkey answer is not readable.');

export const passkeyNameField = z
  .string('Give the passkey a name.')
  .trim()
  .min(1, 'Give the passkey a name.')
  .max(MAX_NAME, `Use at most ${MAX_NAME} characters.`);

const transports = z.array(z.enum(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'])).max(7);

/** What `startRegistration` in the browser returns (RegistrationResponseJSON). */
const registrationCredential = z.object({
  id: base64url,
  rawId: base64url,
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url,
    attestationObject: base64url,
    authenticatorData: base64url.optional(),
    transports: transports.optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url.optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.object({}).loose(),
});

/** What `startAuthentication` in the browser returns (AuthenticationResponseJSON). */
const authenticationCredential = z.object({
  id: base64url,
  rawId: base64url,
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url,
    authenticatorData: base64url,
    signature: base64url,
    userHandle: base64url.optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.object({}).loose(),
});

export const addPasskeySchema = z.strictObject({
  name: passkeyNameField,
  credential: registrationCredential,
});

export const renamePasskeySchema = z.strictObject({ name: passkeyNameField });

export const passkeySignInSchema = z.strictObject({
  credential: authenticationCredential,
  remember: z.boolean().optional().default(false),
});
