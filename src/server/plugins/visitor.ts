import { createHmac, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { isUuid } from '#domain/shared/uuid.rules.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The visitor's id from its signed cookie, or undefined when it has none (or a forged one). */
    knownVisitor(): string | undefined;
    /** The visitor's id, issuing a new signed cookie when it has none. */
    visitor(reply: FastifyReply): string;
  }
}

const VISITOR_COOKIE = 'visitor_id';
const YEAR_S = 365 * 24 * 60 * 60;

/** The key visitor cookies are signed with: derived from the app's secret, never the secret itself. */
export function visitorCookieSecret(appSecret: string): string {
  return createHmac('sha256', appSecret).update('visitor-cookie').digest('base64url');
}

/**
 * One anonymous id per browser, for likes, views, downloads and ratings (spec 000 §4 Like: one per visitor). The
 * cookie is signed (decision 015: an unsigned id could be invented per request), kept a year, sent to the
 * whole site, unreadable by scripts. It identifies a browser, not a person, and holds nothing else.
 */
export const visitorPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('knownVisitor', function () {
      const raw = this.cookies[VISITOR_COOKIE];
      if (!raw) return undefined;
      const { valid, value } = this.unsignCookie(raw);
      return valid && value && isUuid(value) ? value : undefined;
    });
    app.decorateRequest('visitor', function (reply: FastifyReply) {
      const known = this.knownVisitor();
      if (known) return known;
      const id = randomUUID();
      reply.setCookie(VISITOR_COOKIE, id, {
        signed: true,
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: this.protocol === 'https',
        maxAge: YEAR_S,
      });
      return id;
    });
  },
  { name: 'visitor' },
);
