import { createHmac, timingSafeEqual } from 'node:crypto';
import { isUuid } from '#domain/shared/uuid.rules.ts';

/** The areas whose items have previews (decisions 042 and 053). */
export const PREVIEW_AREAS = ['news', 'products'] as const;
export type PreviewArea = (typeof PREVIEW_AREAS)[number];

/**
 * What a preview link shows: an item of an area, as saved, or with the unsaved edits one account kept for it (an
 * article's autosave, a product's previewed form; decisions 042 and 053).
 */
export type PreviewTarget = { area: PreviewArea; id: string; draftOf: string | null };

/**
 * Signed, expiring preview links (decision 042): the target and the expiry, signed with HMAC-SHA-256 under a key
 * derived from the server's secret, so a link can be shared with someone without an account and cannot be forged
 * or extended. Nothing is stored: a link is valid until it expires. The area is signed too, so a link of one area
 * never opens an item of another (decision 053).
 */
export function createPreviewLinks(deps: { appSecret: string; ttlMs: number; clock: () => Date }) {
  const key = createHmac('sha256', deps.appSecret).update('preview-links').digest();
  const mac = (body: string) => createHmac('sha256', key).update(body).digest();

  return {
    /** A link for `target`, living the server's lifetime, or `ttlMs` when that is shorter (never longer). */
    sign(target: PreviewTarget, ttlMs = deps.ttlMs): { token: string; expiresAt: Date } {
      const expiresAt = new Date(deps.clock().getTime() + Math.min(ttlMs, deps.ttlMs));
      const body = Buffer.from(
        JSON.stringify({ k: target.area, a: target.id, u: target.draftOf, e: expiresAt.getTime() }),
      ).toString('base64url');
      return { token: `${body}.${mac(body).toString('base64url')}`, expiresAt };
    },

    /** The target of a genuine, unexpired token of `area`; null for anything else. */
    verify(area: PreviewArea, token: string): Omit<PreviewTarget, 'area'> | null {
      const [body, signature, extra] = token.split('.');
      if (!body || !signature || extra !== undefined) return null;
      const given = Buffer.from(signature, 'base64url');
      const expected = mac(body);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      try {
        const { k, a, u, e } = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Record<
          string,
          unknown
        >;
        // links signed before products had previews name no area: they are articles' (decision 053)
        if ((k ?? 'news') !== area) return null;
        if (typeof a !== 'string' || !isUuid(a) || typeof e !== 'number') return null;
        if (u !== null && (typeof u !== 'string' || !isUuid(u))) return null;
        if (e <= deps.clock().getTime()) return null;
        return { id: a, draftOf: u };
      } catch {
        return null;
      }
    },
  };
}

export type PreviewLinks = ReturnType<typeof createPreviewLinks>;
