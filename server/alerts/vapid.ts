import { createECDH } from 'node:crypto';
import { loadSecret } from '../config/secrets';

export interface VapidKeys {
  /** Uncompressed P-256 point, URL-safe base64: the browser's applicationServerKey. */
  publicKey: string;
  privateKey: string;
}

/**
 * The shop's VAPID key pair: VAPID_PRIVATE_KEY when set, else 32 random bytes made on first use and
 * kept under DATA_DIR/secrets/vapid like the other generated secrets (server/config/secrets.ts), so a
 * restart keeps every browser's subscription valid. The public key is derived, never stored.
 */
export function vapidKeys(fromEnv: string | undefined, dataDir: string): VapidKeys {
  const privateKey = fromEnv ? Buffer.from(fromEnv, 'base64url') : loadSecret('vapid', undefined, dataDir);
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(privateKey);
  return { publicKey: ecdh.getPublicKey().toString('base64url'), privateKey: privateKey.toString('base64url') };
}
