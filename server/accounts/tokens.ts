import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';

/** Access tokens live a quarter of an hour; the refresh cookie renews them silently. */
export const ACCESS_TOKEN_SECONDS = 15 * 60;
export const REFRESH_TOKEN_DAYS = 30;
const ALGORITHM = 'HS256';
const ISSUER = 'coco-care-shop';

export interface AccessClaims {
  userId: number;
  /** The user's token version when the token was made; a password reset bumps it. */
  version: number;
}

export class TokenSigner {
  constructor(private readonly secret: Uint8Array) {}

  sign(claims: AccessClaims): Promise<string> {
    return new SignJWT({ ver: claims.version })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(String(claims.userId))
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime(`${ACCESS_TOKEN_SECONDS}s`)
      .sign(this.secret);
  }

  /** The claims of a valid token, or null for a missing, tampered, expired or foreign one. */
  async verify(token: string): Promise<AccessClaims | null> {
    try {
      // The algorithm is pinned: alg "none" or an RS/HS swap fails here.
      const { payload } = await jwtVerify(token, this.secret, { algorithms: [ALGORITHM], issuer: ISSUER });
      const userId = Number(payload.sub);
      const version = payload.ver;
      if (!Number.isSafeInteger(userId) || userId <= 0 || typeof version !== 'number') return null;
      return { userId, version };
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) return null;
      throw error;
    }
  }
}

/** A random opaque token (refresh tokens, session ids, CSRF tokens): 256 bits, URL-safe. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of an opaque token: a leaked table gives no usable cookie. */
export function tokenDigest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A 6-digit one-time code from the CSPRNG. */
export function newOtp(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** Codes are stored as an HMAC under the server's secret: six digits alone would fall to a table lookup. */
export function otpDigest(secret: Uint8Array, userId: number, purpose: string, code: string): string {
  return createHmac('sha256', secret).update(`${userId}:${purpose}:${code}`).digest('hex');
}

export function digestsEqual(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}
