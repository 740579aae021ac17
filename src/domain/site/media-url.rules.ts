/**
 * spec 000 §9: media is served from {host}/api/public/images/ (and videos/, zips/, guides/); absolute URLs are
 * used as they are. Stored paths look like `public/images/x.jpg`; a bare file name is taken as one of `kind`.
 */
export type MediaKind = 'images' | 'videos' | 'zips' | 'guides';

const ABSOLUTE = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

export function mediaUrl(stored: string | null | undefined, kind: MediaKind = 'images'): string | null {
  const value = stored?.trim();
  if (!value) return null;
  if (ABSOLUTE.test(value)) return value;
  const relative = value.replace(/^(?:\.\/|\/)+/, '');
  if (relative.startsWith('api/public/')) return `/${relative}`;
  if (relative.startsWith('public/')) return `/api/${relative}`;
  if (relative.includes('/')) return `/api/public/${relative}`;
  return `/api/public/${kind}/${relative}`;
}
