// A passkey authenticator in software, for server tests: it answers the server's WebAuthn options as a
// browser with a platform authenticator would (an ES256 key pair per passkey, "none" attestation), so
// the server's real verification runs on real signatures. Built on node:crypto and a CBOR encoder for
// the few shapes WebAuthn needs.
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';

type Cbor = number | string | Uint8Array | Cbor[] | Map<Cbor, Cbor> | { [key: string]: Cbor };

function head(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 0x100) return Buffer.from([(major << 5) | 24, length]);
  if (length < 0x10000) return Buffer.from([(major << 5) | 25, length >> 8, length & 0xff]);
  const bytes = Buffer.alloc(5);
  bytes[0] = (major << 5) | 26;
  bytes.writeUInt32BE(length, 1);
  return bytes;
}

/** CBOR (RFC 8949) for integers, text, byte strings, arrays and maps: what COSE keys and attestation objects hold. */
export function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const text = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, text.length), text]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  if (Array.isArray(value)) return Buffer.concat([head(4, value.length), ...value.map(cbor)]);
  const entries = value instanceof Map ? [...value.entries()] : Object.entries(value);
  return Buffer.concat([head(5, entries.length), ...entries.flatMap(([key, item]) => [cbor(key), cbor(item)])]);
}

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();
const b64url = (data: Buffer | Uint8Array) => Buffer.from(data).toString('base64url');

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED_CREDENTIAL = 0x40;

export interface SoftwarePasskey {
  id: string;
  privateKey: KeyObject;
  publicKey: KeyObject;
  userHandle: string;
  counter: number;
}

/** The COSE form (EC2, ES256, P-256) of a public key. */
function coseKey(publicKey: KeyObject): Buffer {
  const jwk = publicKey.export({ format: 'jwk' });
  return cbor(
    new Map<Cbor, Cbor>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x!, 'base64url')],
      [-3, Buffer.from(jwk.y!, 'base64url')],
    ]),
  );
}

export interface AuthenticatorOptions {
  /** The page's origin the browser writes into the client data. */
  origin?: string;
  /** Whether the member proved themself to the authenticator (PIN, fingerprint). */
  userVerified?: boolean;
  /** Whether the authenticator counts signatures (a platform passkey synced between devices keeps 0). */
  counts?: boolean;
}

export class SoftwareAuthenticator {
  readonly passkeys: SoftwarePasskey[] = [];
  origin: string;
  userVerified: boolean;
  counts: boolean;

  constructor({ origin = 'http://localhost:3000', userVerified = true, counts = true }: AuthenticatorOptions = {}) {
    this.origin = origin;
    this.userVerified = userVerified;
    this.counts = counts;
  }

  private clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin: this.origin, crossOrigin: false }), 'utf8');
  }

  private flags(extra = 0): number {
    return FLAG_USER_PRESENT | (this.userVerified ? FLAG_USER_VERIFIED : 0) | extra;
  }

  /** Creates a passkey as `navigator.credentials.create` would, answering the server's options. */
  register(
    options: PublicKeyCredentialCreationOptionsJSON,
    rpId = options.rp.id ?? 'localhost',
  ): RegistrationResponseJSON {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const credentialId = randomBytes(32);
    const passkey: SoftwarePasskey = {
      id: b64url(credentialId),
      privateKey,
      publicKey,
      userHandle: options.user.id,
      counter: 0,
    };
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(credentialId.length);
    const authenticatorData = Buffer.concat([
      sha256(rpId),
      Buffer.from([this.flags(FLAG_ATTESTED_CREDENTIAL)]),
      Buffer.alloc(4),
      Buffer.alloc(16),
      idLength,
      credentialId,
      coseKey(publicKey),
    ]);
    const clientDataJSON = this.clientData('webauthn.create', options.challenge);
    const attestationObject = cbor({ fmt: 'none', attStmt: {}, authData: authenticatorData });
    this.passkeys.push(passkey);
    return {
      id: passkey.id,
      rawId: passkey.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientDataJSON),
        attestationObject: b64url(attestationObject),
        transports: ['internal', 'hybrid'],
      },
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
    };
  }

  /**
   * Signs the server's challenge with a passkey (the last one made, unless named), as
   * `navigator.credentials.get` would for a discoverable credential.
   */
  authenticate(
    options: PublicKeyCredentialRequestOptionsJSON,
    {
      passkey = this.passkeys.at(-1)!,
      rpId = options.rpId ?? 'localhost',
    }: { passkey?: SoftwarePasskey; rpId?: string } = {},
  ): AuthenticationResponseJSON {
    if (this.counts) passkey.counter += 1;
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(passkey.counter);
    const authenticatorData = Buffer.concat([sha256(rpId), Buffer.from([this.flags()]), counter]);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge);
    const signature = sign('sha256', Buffer.concat([authenticatorData, sha256(clientDataJSON)]), passkey.privateKey);
    return {
      id: passkey.id,
      rawId: passkey.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authenticatorData),
        signature: b64url(signature),
        userHandle: passkey.userHandle,
      },
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
    };
  }
}
