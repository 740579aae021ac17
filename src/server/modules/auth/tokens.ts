import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Role } from '#domain/auth/login.schema.ts';
import { isUuid } from '#domain/shared/uuid.rules.ts';

const ISSUER = 'vn-company-site';
const AUDIENCE = 'vn-company-site:admin';
// the short-lived ticket between the password step and the two-factor step: never a session token
const TICKET_AUDIENCE = 'vn-company-site:2fa';
const TICKET_TTL_SECONDS = 5 * 60;

/** `sid`: the sign-in session the token belongs to (one row of account_sessions). */
type TokenClaims = { sub: string; role: Role; tv: number; sid: string };

export function createTokenService(deps: { secret: string; ttlSeconds: number; clock: () => Date }) {
  const { ttlSeconds, clock } = deps;
  // imported once: a raw secret handed to jose is imported again on every call, which doubles the cost of
  // the check every signed-in request pays (bench/RESULTS.md, autosave under load)
  const imported = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(deps.secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  return {
    ttlSeconds,
    async sign(claims: TokenClaims): Promise<string> {
      const iat = Math.floor(clock().getTime() / 1000);
      return new SignJWT({ role: claims.role, tv: claims.tv, sid: claims.sid })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.sub)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(iat)
        .setExpirationTime(iat + ttlSeconds)
        .sign(await imported);
    },
    /** A ticket for the second sign-in step of `sub` (5 minutes; refused as a session token). */
    async signTicket(claims: { sub: string; tv: number }): Promise<string> {
      const iat = Math.floor(clock().getTime() / 1000);
      return new SignJWT({ tv: claims.tv })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.sub)
        .setIssuer(ISSUER)
        .setAudience(TICKET_AUDIENCE)
        .setIssuedAt(iat)
        .setExpirationTime(iat + TICKET_TTL_SECONDS)
        .sign(await imported);
    },
    async verifyTicket(ticket: string): Promise<{ sub: string; tv: number } | null> {
      try {
        const { payload } = await jwtVerify(ticket, await imported, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: TICKET_AUDIENCE,
          currentDate: clock(),
          requiredClaims: ['exp', 'sub'],
        });
        if (typeof payload.sub !== 'string' || typeof payload.tv !== 'number') return null;
        return { sub: payload.sub, tv: payload.tv };
      } catch (error) {
        if (error instanceof joseErrors.JOSEError || error instanceof TypeError) return null;
        throw error;
      }
    },
    /** Verifies signature (HS256 only: `alg: none` and others are refused), issuer, audience and expiry. */
    async verify(token: string): Promise<TokenClaims | null> {
      try {
        const { payload } = await jwtVerify(token, await imported, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
          currentDate: clock(),
          requiredClaims: ['exp', 'sub'],
        });
        const { sub, role, tv, sid } = payload;
        if (
          typeof sub !== 'string' ||
          !isUuid(sub) ||
          (role !== 'admin' && role !== 'staff') ||
          typeof tv !== 'number' ||
          typeof sid !== 'string' ||
          !isUuid(sid)
        )
          return null;
        return { sub, role, tv, sid };
      } catch (error) {
        if (error instanceof joseErrors.JOSEError || error instanceof TypeError) return null;
        throw error;
      }
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
