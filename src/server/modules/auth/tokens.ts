import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SignJWT, jwtVerify } from 'jose';
import { ROLES, type Role } from '../../../contract';
import type { Db } from '../../db/client';
import { appSecrets } from '../../db/schema';

const JWT_SECRET_KEY = 'jwt_secret';

/**
 * DESIGN §2 "tokens": the secret is JWT_SECRET, else generated once and kept in the
 * database so every instance signs and verifies with the same key.
 */
export async function loadJwtSecret(db: Db, configured: string | undefined): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  await db
    .insert(appSecrets)
    .values({ key: JWT_SECRET_KEY, value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.key, JWT_SECRET_KEY));
  if (!row) throw new Error('JWT secret missing after insert');
  return new TextEncoder().encode(row.value);
}

/** A session id as the database makes it (`gen_random_uuid()`). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** How far another instance's clock may be ahead of ours. */
const CLOCK_SKEW_SECONDS = 60;

interface TokenClaims {
  userId: number;
  role: Role;
  /** The staff session the token belongs to (`sid`; decision 0057): ending it ends the token. */
  sessionId?: string;
  /** Seconds since the epoch (`iat`); set on every token we sign. */
  issuedAt?: number;
}

export interface TokenService {
  sign(claims: TokenClaims): Promise<string>;
  /** Resolves the claims, or null for a bad, expired, or unsigned (`alg: none`) token. */
  verify(token: string): Promise<TokenClaims | null>;
}

export function createTokenService(secret: Uint8Array, ttl: string): TokenService {
  return {
    sign: ({ userId, role, sessionId }) =>
      new SignJWT(sessionId ? { role, sid: sessionId } : { role })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuedAt()
        .setExpirationTime(ttl)
        .sign(secret),
    async verify(token) {
      try {
        // Only HS256 is accepted: `alg: none` and every other algorithm fail here. A token
        // must expire (decision 0008): one without `exp` is refused, as is one issued in the
        // future (beyond the clock skew several instances may have).
        const { payload } = await jwtVerify(token, secret, {
          algorithms: ['HS256'],
          requiredClaims: ['exp'],
        });
        if (payload.iat !== undefined && payload.iat > Math.floor(Date.now() / 1000) + CLOCK_SKEW_SECONDS)
          return null;
        const userId = Number(payload.sub);
        const role = ROLES.find((known) => known === payload.role);
        if (!Number.isInteger(userId) || !role) return null;
        const sessionId = typeof payload.sid === 'string' && UUID.test(payload.sid) ? payload.sid : undefined;
        return { userId, role, issuedAt: payload.iat, ...(sessionId ? { sessionId } : {}) };
      } catch {
        return null;
      }
    },
  };
}
