// The browser's half of passkeys (SPEC §14): ask the server for options, let the browser's WebAuthn
// create or use a passkey, and hand its answer back to the caller, which posts it as a form.
import {
  browserSupportsWebAuthn,
  startAuthentication,
  startRegistration,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/browser';
import { useEffect, useState } from 'react';
import { readXsrfCookie } from './realtime';

/** Why a passkey ceremony stopped in the browser, for the message the page shows. */
export type PasskeyFailure = 'cancelled' | 'failed';

export class PasskeyError extends Error {
  constructor(readonly failure: PasskeyFailure) {
    super(`Passkey ${failure}`);
  }
}

/** Whether this browser can use passkeys; false until known, so nothing flashes where it cannot. */
export function usePasskeySupport(): boolean {
  const [supported, setSupported] = useState(false);
  useEffect(() => setSupported(browserSupportsWebAuthn()), []);
  return supported;
}

/** The server's WebAuthn options (with a challenge it keeps in the session). */
async function optionsFrom<Options>(url: string): Promise<Options> {
  const response = await fetch(url, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'X-XSRF-TOKEN': readXsrfCookie() ?? '' },
    body: '{}',
  });
  if (!response.ok || !response.headers.get('content-type')?.includes('application/json')) {
    throw new PasskeyError('failed');
  }
  return (await response.json()) as Options;
}

/** The member closed the browser's prompt, or it timed out: not a failure to explain. */
const cancelled = (error: unknown) =>
  error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError');

async function ceremony<Answer>(run: () => Promise<Answer>): Promise<Answer> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof PasskeyError) throw error;
    throw new PasskeyError(cancelled(error) ? 'cancelled' : 'failed');
  }
}

/** Creates a passkey for the signed-in member with the options from `optionsUrl`. */
export function createPasskey(optionsUrl: string): Promise<RegistrationResponseJSON> {
  return ceremony(async () =>
    startRegistration({ optionsJSON: await optionsFrom<PublicKeyCredentialCreationOptionsJSON>(optionsUrl) }),
  );
}

/** Signs the server's challenge with a passkey the member picks in the browser's prompt. */
export function signWithPasskey(optionsUrl: string): Promise<AuthenticationResponseJSON> {
  return ceremony(async () =>
    startAuthentication({ optionsJSON: await optionsFrom<PublicKeyCredentialRequestOptionsJSON>(optionsUrl) }),
  );
}
