import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Role } from '#domain/auth/login.schema.ts';

const ISSUER = 'vn-company-site';
const AUDIENCE = 'vn-company-site:admin';

type TokenClaims = { sub: string; role: Role; tv: number };

export function createTokenService(deps: { secret: string; ttlSeconds: number; clock: () => Date }) {
  const { ttlSeconds, clock } = deps;
  const key = new TextEncoder().encode(deps.secret);
  return {
    ttlSeconds,
    async sign(claims: TokenClaims): Promise<string> {
      const iat = Math.floor(clock().getTime() / 1000);
      return new SignJWT({ role: claims.role, tv: claims.tv })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.sub)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(iat)
        .setExpirationTime(iat + ttlSeconds)
        .sign(key);
    },
    /** Verifies signature (HS256 only: `alg: none` and others are refused), issuer, audience and expiry. */
    async verify(token: string): Promise<TokenClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
          currentDate: clock(),
          requiredClaims: ['exp', 'sub'],
        });
        const { sub, role, tv } = payload;
        if (typeof sub !== 'string' || (role !== 'admin' && role !== 'staff') || typeof tv !== 'number')
          return null;
        return { sub, role, tv };
      } catch (error) {
        if (error instanceof joseErrors.JOSEError || error instanceof TypeError) return null;
        throw error;
      }
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
