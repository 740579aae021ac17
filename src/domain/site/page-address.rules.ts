import { SERVICE_TYPES } from '../services/service-type.ts';

/**
 * The one address of each public page (docs/decisions/035-canonical-page-addresses.md). A page is rendered and
 * cached only under its canonical address: its path as the site writes its links, with the parameters that page
 * reads, in their one spelling. Any other spelling of the same page is answered with a 301 to that address, so no
 * invented parameter can make the server render, and tracking tags stay in the address for the page's scripts.
 */

/**
 * Tags that ad networks, mail tools and messaging apps add to a link to say where a visitor came from (Google
 * Analytics' utm_*, Facebook's fbclid, Google Ads' gclid/gbraid/wbraid, Microsoft's msclkid, TikTok's ttclid,
 * Zalo's zarsrc, Instagram's igshid, Mailchimp's mc_cid/mc_eid, Google's linker _gl). No page reads them: the
 * server renders the same page with or without them, and the page's scripts still see them in the address
 * (decision 022, amended).
 */
export const TRACKING_PARAM =
  /^(?:utm_[a-z_]+|fbclid|gclid|gbraid|wbraid|dclid|msclkid|ttclid|twclid|zarsrc|igshid|mc_cid|mc_eid|_gl)$/;

/** The news search: as long as the search box lets a visitor type (news.tsx, maxLength). */
export const NEWS_SEARCH_MAX_LENGTH = 100;

/** Page numbers longer than this are past the last page of any list this site can hold. */
const PAGE_DIGITS_MAX = 6;

/**
 * One spelling per search (spec 000 §2 News list: the search ignores case): Unicode NFC (a search typed on a
 * keyboard that sends decomposed Vietnamese is the same search), lower case, runs of spaces as one, trimmed, at most
 * `NEWS_SEARCH_MAX_LENGTH` characters (never cutting a character in two). Empty: no search.
 */
export function normaliseNewsSearch(raw: string): string {
  const folded = raw.normalize('NFC').toLocaleLowerCase('vi').normalize('NFC').replace(/\s+/g, ' ').trim();
  return Array.from(folded).slice(0, NEWS_SEARCH_MAX_LENGTH).join('').trim();
}

/**
 * A page number as a list accepts it: a plain positive integer (leading zeros dropped). Undefined for anything
 * else; `Infinity` for a number longer than any list, which is past the last page.
 */
export function pageNumberOf(raw: string): number | undefined {
  if (!/^\d+$/.test(raw)) return undefined;
  const digits = raw.replace(/^0+/, '');
  if (digits === '') return undefined;
  return digits.length > PAGE_DIGITS_MAX ? Number.POSITIVE_INFINITY : Number(digits);
}

/** The parameters each public page reads, in the order its canonical address writes them; the rest read none. */
const PAGE_PARAMS: Record<string, readonly ('search' | 'page' | 'type')[]> = {
  // spec 000 §2 News list: search box and paging (news.tsx writes search, then page)
  '/news': ['search', 'page'],
  // spec 000 §2 Price list: the tabs are links ?type=…, so they work without JavaScript (price-list.tsx)
  '/price-list': ['type'],
};

/** The paths whose lists have pages: `page` past the last page is answered with the not-found page. */
export const PAGED_PATHS: ReadonlySet<string> = new Set(
  Object.entries(PAGE_PARAMS)
    .filter(([, params]) => params.includes('page'))
    .map(([path]) => path),
);

/** What a public page request's address comes to. */
export type PageAddress =
  /** The canonical address: `key` is the page's cache key (tracking tags left out). */
  | {
      kind: 'page';
      key: string;
      path: string;
      /** The requested page of a paged list (2 or more); undefined on its first page. */
      page?: number;
      /** The normalised search, when the page shows one (kept apart from pages: decision 035). */
      search?: string;
    }
  /** Another spelling of a page: answered 301 to `location` (the canonical address, tracking tags kept). */
  | { kind: 'redirect'; location: string };

// a path as the site writes its links: lower case letters, digits, hyphens and single slashes, no trailing slash
const CANONICAL_PATH = /^(?:\/[a-z0-9-]+)*\/?$/;
const NOT_A_PAGE = /^\/(?:api|admin)(?:\/|$)/i;

/**
 * The address of a public page request (`url`: path and query, as in the request line), or null when the URL is
 * not a public page's (the API, the admin screens, files, `.data` loads, paths no link can spell): those are left
 * to their routes as they are.
 */
export function pageAddress(url: string): PageAddress | null {
  const q = url.indexOf('?');
  const rawPath = q === -1 ? url : url.slice(0, q);
  if (NOT_A_PAGE.test(rawPath)) return null;
  // the address of nearly every request, answered from the cache before Fastify: checked first, at once
  if (q === -1 && CANONICAL_PATH.test(rawPath) && !rawPath.includes('//') && !/.\/$/.test(rawPath))
    return { kind: 'page', key: rawPath, path: rawPath };
  const path = rawPath.length > 1 ? rawPath.toLowerCase().replace(/\/+$/, '') || '/' : rawPath;
  if (!CANONICAL_PATH.test(path) || path.includes('//')) return null;
  const query = q === -1 ? '' : url.slice(q + 1);

  const reads = PAGE_PARAMS[path] ?? [];
  const tracking: string[] = [];
  const seen = new Map<string, string>();
  let unread = false;
  for (const pair of query.split('&')) {
    if (pair === '') continue;
    const eq = pair.indexOf('=');
    const name = eq === -1 ? pair : pair.slice(0, eq);
    if (TRACKING_PARAM.test(name)) {
      tracking.push(pair);
      continue;
    }
    const known = reads.find((r) => r === name);
    // a parameter the page does not read, or read twice: not the page's one address
    if (!known || seen.has(known)) {
      unread = true;
      continue;
    }
    seen.set(known, decode(eq === -1 ? '' : pair.slice(eq + 1)));
  }

  const canonical = new URLSearchParams();
  let page: number | undefined;
  let search: string | undefined;
  for (const name of reads) {
    const raw = seen.get(name);
    if (raw === undefined) continue;
    if (name === 'search') {
      const normalised = normaliseNewsSearch(raw);
      if (normalised) {
        search = normalised;
        canonical.set('search', normalised);
      }
    } else if (name === 'page') {
      const n = pageNumberOf(raw);
      if (n !== undefined && n > 1) {
        page = n;
        canonical.set('page', Number.isFinite(n) ? String(n) : raw.replace(/^0+/, ''));
      }
    } else if (name === 'type') {
      // the first tab is the page itself
      if ((SERVICE_TYPES as readonly string[]).includes(raw) && raw !== SERVICE_TYPES[0])
        canonical.set('type', raw);
    }
  }
  const own = canonical.toString();
  const key = own ? `${path}?${own}` : path;
  const expected = [own, ...tracking].filter(Boolean).join('&');
  if (unread || path !== rawPath || expected !== query) {
    return { kind: 'redirect', location: expected ? `${path}?${expected}` : path };
  }
  return { kind: 'page', key, path, ...(page ? { page } : {}), ...(search ? { search } : {}) };
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return '';
  }
}
