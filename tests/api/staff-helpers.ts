/**
 * A software passkey for API tests: a P-256 key made with node:crypto that answers WebAuthn
 * registration and authentication the way a phone's authenticator does (attestation "none"), so the
 * server's real verification (@simplewebauthn/server) runs on every step. Also the authenticator
 * app's codes (RFC 6238, computed from the enrolment secret) and the console's sign-in steps.
 */
import { createHash, createPrivateKey, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import * as OTPAuth from 'otpauth';
import type { Answer, BrowserClient } from './browser-client';

const b64url = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString('base64url');

/** Just enough CBOR (RFC 8949) for an attestation object and a COSE key. */
function cbor(value: unknown): Buffer {
  const head = (major: number, n: number) => {
    if (n < 24) return Buffer.from([(major << 5) | n]);
    if (n < 256) return Buffer.from([(major << 5) | 24, n]);
    if (n < 65536) return Buffer.from([(major << 5) | 25, n >> 8, n & 255]);
    throw new Error('too long for this encoder');
  };
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), Buffer.from(value)]);
  if (value instanceof Map) {
    const parts: Buffer[] = [head(5, value.size)];
    for (const [k, v] of value) parts.push(cbor(k), cbor(v));
    return Buffer.concat(parts);
  }
  throw new Error(`cannot encode ${typeof value}`);
}

export class SoftPasskey {
  readonly credentialId = randomBytes(16);
  private readonly key: KeyObject;
  private readonly publicJwk: { x: string; y: string };
  counter = 0;

  constructor(readonly origin: string) {
    const pair = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.key = createPrivateKey(pair.privateKey.export({ format: 'pem', type: 'pkcs8' }));
    const jwk = pair.publicKey.export({ format: 'jwk' });
    this.publicJwk = { x: jwk.x!, y: jwk.y! };
  }

  get id(): string {
    return b64url(this.credentialId);
  }

  private authData(rpId: string, flags: number, attested?: Buffer): Buffer {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(this.counter);
    return Buffer.concat([
      createHash('sha256').update(rpId).digest(),
      Buffer.from([flags]),
      count,
      attested ?? Buffer.alloc(0),
    ]);
  }

  private clientData(type: string, challenge: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin: this.origin, crossOrigin: false }));
  }

  /** The answer to registration options (`navigator.credentials.create`). */
  register(options: { challenge: string; rp: { id: string } }) {
    const cose = cbor(
      new Map<number, unknown>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(this.publicJwk.x, 'base64url')],
        [-3, Buffer.from(this.publicJwk.y, 'base64url')],
      ]),
    );
    const idLength = Buffer.from([0, this.credentialId.length]);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, this.credentialId, cose]);
    // User present, user verified, attested credential data included.
    const authData = this.authData(options.rp.id, 0x01 | 0x04 | 0x40, attested);
    const attestationObject = cbor(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64url(this.clientData('webauthn.create', options.challenge)),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  /** The answer to authentication options (`navigator.credentials.get`). */
  authenticate(options: { challenge: string; rpId: string }, rpId = options.rpId) {
    this.counter += 1;
    const authData = this.authData(rpId, 0x01 | 0x04);
    const clientData = this.clientData('webauthn.get', options.challenge);
    const signature = sign(
      'sha256',
      Buffer.concat([authData, createHash('sha256').update(clientData).digest()]),
      this.key,
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64url(clientData),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
      },
      clientExtensionResults: {},
    };
  }
}

/** The authenticator app's current code for `secret` (at `at`, default now). */
export function totpCode(secret: string, at = Date.now()): string {
  return OTPAuth.TOTP.generate({ secret: OTPAuth.Secret.fromBase32(secret), timestamp: at });
}

/** The invite token from an invite link (`…/admin/invite#TOKEN`). */
export const tokenOf = (link: string) => link.slice(link.indexOf('#') + 1);

export interface Enrolled {
  passkey: SoftPasskey;
  secret: string;
  recoveryCodes: string[];
  finished: Answer;
}

/** Walks an invite to the end as the console does: passkey, authenticator app, then the recovery codes. */
export async function enrol(browser: BrowserClient, origin: string, link: string, at = Date.now()): Promise<Enrolled> {
  const token = tokenOf(link);
  const passkey = new SoftPasskey(origin);
  const options = await browser.post('/api/admin/auth/enrol/passkey/options', { token });
  if (options.status !== 200) throw new Error(`passkey options: ${options.status} ${JSON.stringify(options.body)}`);
  const added = await browser.post('/api/admin/auth/enrol/passkey', {
    token,
    response: passkey.register(options.body),
  });
  if (added.status !== 200) throw new Error(`passkey: ${added.status} ${JSON.stringify(added.body)}`);
  const totp = await browser.post('/api/admin/auth/enrol/totp/options', { token });
  const secret = totp.body.secret as string;
  const confirmed = await browser.post('/api/admin/auth/enrol/totp', { token, code: totpCode(secret, at) });
  if (confirmed.status !== 200) throw new Error(`totp: ${confirmed.status} ${JSON.stringify(confirmed.body)}`);
  const finished = await browser.post('/api/admin/auth/enrol/finish', { token });
  if (finished.status !== 200) throw new Error(`finish: ${finished.status} ${JSON.stringify(finished.body)}`);
  return { passkey, secret, recoveryCodes: finished.body.recoveryCodes, finished };
}

/** Signs in with the passkey; the client keeps the session cookie. */
export async function signInWithPasskey(browser: BrowserClient, passkey: SoftPasskey): Promise<Answer> {
  const options = await browser.post('/api/admin/auth/passkey/options');
  return browser.post('/api/admin/auth/passkey', { response: passkey.authenticate(options.body) });
}
