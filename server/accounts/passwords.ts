import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { PASSWORD_MAX_LENGTH } from '../../common/domain/accounts';

/**
 * scrypt at the OWASP Password Storage Cheat Sheet's parameters (N=2^17, r=8,
 * p=1). The stored string carries its parameters, so they can be raised later
 * and old hashes still verify: `scrypt$N$r$p$salt$hash` (base64url).
 */
export const SCRYPT_PARAMS = { N: 2 ** 17, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

function scrypt(password: string, salt: Buffer, params: { N: number; r: number; p: number }): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r };
  return new Promise((resolve, reject) =>
    scryptCb(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string, params: ScryptParams = SCRYPT_PARAMS): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash || password.length > PASSWORD_MAX_LENGTH) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scrypt(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

export type ScryptParams = { N: number; r: number; p: number };

/** A hash of a random password, compared against when the account does not exist, so timing tells nothing. */
const decoys = new Map<number, Promise<string>>();
export function decoyHash(params: ScryptParams = SCRYPT_PARAMS): Promise<string> {
  let decoy = decoys.get(params.N);
  if (!decoy) decoys.set(params.N, (decoy = hashPassword(randomBytes(12).toString('base64url'), params)));
  return decoy;
}

let common: Set<string> | undefined;
/** The 49,000 most common passwords of the zxcvbn-ts list, loaded on first use. */
export async function isCommonPassword(password: string): Promise<boolean> {
  if (!common) {
    const { dictionary } = await import('@zxcvbn-ts/language-common');
    common = new Set((dictionary as Record<string, string[]>)['passwords-common']);
  }
  return common.has(password.toLowerCase());
}
