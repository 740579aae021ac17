/**
 * What the live chat keeps in the visitor's browser (spec 000 §3): the session id (a secret: 128 random bits),
 * the visitor's details, the unread count and the last-read time. Storage may be unavailable (private modes):
 * then everything lives for the page only.
 */
const KEYS = {
  session: 'liveChatSessionId',
  info: 'liveChatUserInfo',
  unread: 'liveChatUnreadCount',
  lastRead: 'liveChatLastRead',
} as const;

/** The details the visitor gave, and the consent notice version their form showed (Decree 13/2023/NĐ-CP). */
export type VisitorInfo = { name: string; phone: string; email: string; consentVersion?: string };

const get = (key: string): string | null => {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
};
const set = (key: string, value: string) => {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // storage full or blocked: kept for this page only
  }
};

export function newSessionId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}

export function liveSessionId(): string {
  const stored = get(KEYS.session);
  if (stored && /^[A-Za-z0-9_-]{16,128}$/.test(stored)) return stored;
  const id = newSessionId();
  set(KEYS.session, id);
  return id;
}

/** Whether this browser has talked to live support before (the widget then keeps its badge up to date). */
export const hasLiveSession = () => get(KEYS.session) !== null && get(KEYS.info) !== null;

export function storedVisitorInfo(): VisitorInfo | null {
  try {
    const v = JSON.parse(get(KEYS.info) ?? 'null') as VisitorInfo | null;
    return v && typeof v.name === 'string'
      ? {
          name: v.name,
          phone: v.phone ?? '',
          email: v.email ?? '',
          ...(typeof v.consentVersion === 'string' ? { consentVersion: v.consentVersion } : {}),
        }
      : null;
  } catch {
    return null;
  }
}
export const storeVisitorInfo = (info: VisitorInfo) => set(KEYS.info, JSON.stringify(info));

export const storedUnread = () => {
  const n = Number(get(KEYS.unread) ?? 0);
  return Number.isInteger(n) && n > 0 ? n : 0;
};
export const storeUnread = (n: number) => set(KEYS.unread, String(n));
export const storeLastRead = (at: string) => set(KEYS.lastRead, at);
