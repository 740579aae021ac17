/**
 * spec 000 §2 News detail: a gallery of the images in the article body, each downloadable. The body is
 * sanitised HTML (src in double quotes, no scripts), so a pattern over its <img> tags is enough.
 */
export function galleryImages(html: string): string[] {
  const sources = [...html.matchAll(/<img\b[^>]*?\ssrc="([^"]+)"/gi)].map((m) => decodeEntities(m[1]!));
  return [...new Set(sources)];
}

function decodeEntities(value: string): string {
  return value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");
}
