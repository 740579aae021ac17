/**
 * The name a downloaded archive or guide is saved under: the name it was uploaded with (spec 002 §5, a product's
 * ZIP and guide), never the stored `product-<uuid>.zip`. The stored name's extension is kept (it is what the
 * bytes were checked to be); the rest is the original name without folders, control characters or the
 * characters file systems refuse, in NFC so Vietnamese letters stay whole.
 */
export function downloadFileName(originalName: string | null | undefined, storedName: string): string {
  const dot = storedName.lastIndexOf('.');
  const extension = dot > 0 ? storedName.slice(dot + 1).toLowerCase() : '';
  let base = (originalName ?? '').normalize('NFC').split(/[\\/]/).at(-1) ?? '';
  if (extension && base.toLowerCase().endsWith(`.${extension}`)) base = base.slice(0, -extension.length - 1);
  base = [...base.replace(/[\p{Cc}\p{Cf}<>:"|?*]+/gu, ' ').replace(/\s+/g, ' ')]
    .slice(0, 120)
    .join('')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  if (!base) return storedName;
  return extension ? `${base}.${extension}` : base;
}

/**
 * The plain-ASCII form of a download name for clients that read only `filename=` (RFC 6266 §4.3): Vietnamese
 * letters without their marks (đ → d), anything else outside printable ASCII as '_'.
 */
export function asciiFileName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .replace(/[^\x20-\x7e]|["\\%]/g, '_');
}
