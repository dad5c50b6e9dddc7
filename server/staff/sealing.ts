/**
 * Authenticator-app secrets sealed at rest: AES-256-GCM under a key derived (HKDF-SHA256) from the
 * shop's JWT_SECRET, or from DATA_DIR/secrets when none is set (server/config/secrets.ts). A database
 * dump or a backup without the environment then holds no secret that makes a valid sign-in code;
 * passkeys keep only public keys and recovery codes only their hashes, so this was the one left.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const PREFIX = 'sealed:v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface SecretSealer {
  seal(plain: string): string;
  /** The secret; a value stored before sealing (no prefix) is returned as it is. */
  open(stored: string): string;
  isSealed(stored: string): boolean;
}

export function secretSealer(keyMaterial: Buffer): SecretSealer {
  const key = Buffer.from(hkdfSync('sha256', keyMaterial, 'shop-staff', 'authenticator-app secrets', 32));
  return {
    seal(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
    },
    open(stored) {
      if (!stored.startsWith(PREFIX)) return stored;
      const bytes = Buffer.from(stored.slice(PREFIX.length), 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
      decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
    },
    isSealed: (stored) => stored.startsWith(PREFIX),
  };
}
