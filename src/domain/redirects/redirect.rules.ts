/**
 * Addresses that moved (docs/decisions/042-revisions-and-redirects.md): an old public address answers 301 with the
 * new one. One spelling per address, so a stored source matches however a browser or a crawler writes the path.
 */

/** The longest path a redirect may name; longer ones are no link anybody shares. */
export const REDIRECT_PATH_MAX_LENGTH = 500;

export const REDIRECT_PATH_INVALID =
  'Địa chỉ phải là một đường dẫn trong trang, bắt đầu bằng "/" (không có http:// hay tên miền)';
export const REDIRECT_PATH_TOO_LONG = `Địa chỉ dài tối đa ${REDIRECT_PATH_MAX_LENGTH} ký tự`;
export const REDIRECT_PATH_RESERVED = 'Không thể chuyển hướng các địa chỉ /api, /admin hoặc /assets';
export const REDIRECT_HOME_REFUSED = 'Không thể chuyển hướng trang chủ';
export const REDIRECT_SAME_PATH = 'Địa chỉ cũ và địa chỉ mới phải khác nhau';
export const REDIRECT_LOOP = 'Chuyển hướng này sẽ tạo thành vòng lặp';
export const REDIRECT_EXISTS = 'Địa chỉ cũ này đã có chuyển hướng';
export const REDIRECT_NOT_FOUND = 'Không tìm thấy chuyển hướng này';

// paths the site's own routes answer and a redirect must never shadow (ARCHITECTURE.md: the API, the admin shell
// and the hashed client bundles)
const RESERVED = /^\/(?:api|admin|assets)(?:\/|$)/i;

/** The public address of an article (spec 000 §2: /news/{slug}). */
export const articlePath = (slug: string) => `/news/${slug}`;

function decodePath(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

/**
 * The one spelling of a public path as redirects store and look it up: percent-decoding undone, Unicode NFC,
 * lower case (the site writes its links in lower case), no trailing slash. Null for what is not a path of this
 * site: no leading "/", a scheme or host ("//host", "http:"), a query or fragment, spaces or control characters.
 */
export function normaliseRedirectPath(raw: string): string | null {
  const trimmed = raw.trim();
  if (!trimmed.startsWith('/') || trimmed.startsWith('//') || trimmed.includes('\\')) return null;
  const decoded = decodePath(trimmed);
  if (decoded === null || /[\s?#\\]|\p{Cc}/u.test(decoded) || decoded.startsWith('//')) return null;
  const path = decoded.normalize('NFC').toLowerCase().replace(/\/+$/, '');
  return path === '' ? '/' : path;
}

/** Why `raw` cannot be a redirect's source or target, or null when it can. */
export function redirectPathProblem(raw: string, role: 'source' | 'target'): string | null {
  if (raw.trim().length > REDIRECT_PATH_MAX_LENGTH) return REDIRECT_PATH_TOO_LONG;
  const path = normaliseRedirectPath(raw);
  if (path === null) return REDIRECT_PATH_INVALID;
  if (RESERVED.test(path)) return REDIRECT_PATH_RESERVED;
  if (role === 'source' && path === '/') return REDIRECT_HOME_REFUSED;
  return null;
}

/** Whether a request path may be answered by a redirect at all (the API and the admin never are). */
export const mayBeRedirected = (path: string) => !RESERVED.test(path);

/**
 * Where a new redirect `source → target` must point so that no chain forms (decision 042): one hop to the end of
 * the chain `target` already starts, or null when that end is `source` itself (a loop). `targetOf` answers the
 * stored redirect of a path; stored redirects hold no chain, so one look-up reaches the end.
 */
export function collapsedTarget(
  source: string,
  target: string,
  targetOf: (path: string) => string | undefined,
): string | null {
  const end = targetOf(target) ?? target;
  return end === source ? null : end;
}
