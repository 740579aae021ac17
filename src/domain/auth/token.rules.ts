/**
 * spec 000 §5, 002 §6: the browser treats a token as expired once its `exp` claim has passed. It only reads the
 * claim (base64url JSON payload); the server verifies the signature on every call.
 */
export function tokenExpiresAt(token: string): number | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const base64 = parts[1].replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
    const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
    const payload: unknown = JSON.parse(new TextDecoder().decode(bytes));
    if (typeof payload !== 'object' || payload === null) return null;
    const exp = (payload as { exp?: unknown }).exp;
    return typeof exp === 'number' && Number.isFinite(exp) ? exp : null;
  } catch {
    return null;
  }
}

/** A token without a readable `exp` counts as unusable, like an expired one. */
export function isTokenUsable(token: string, nowMs: number): boolean {
  const exp = tokenExpiresAt(token);
  return exp !== null && exp * 1000 > nowMs;
}
