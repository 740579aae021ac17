import { mediaUrl } from './media-url.rules.ts';

// responsive images (ARCHITECTURE.md, Performance design): WebP variants of these widths
export const IMAGE_WIDTHS = [320, 640, 960, 1280] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

const LOCAL_IMAGE = /^\/api\/public\/images\/([A-Za-z0-9._-]+\.(?:jpe?g|png|webp))$/i;

/** The URL of one WebP variant of a stored image. */
const imageVariantUrl = (file: string, width: ImageWidth) => `/api/public/images/w/${width}/${file}`;

/**
 * src, srcSet and sizes for an <img>: our own images get WebP variants the browser picks from; images from
 * elsewhere are used as they are.
 */
export function responsiveImage(
  stored: string | null | undefined,
  sizes: string,
): { src: string; srcSet?: string; sizes?: string } | null {
  const url = mediaUrl(stored);
  if (!url) return null;
  const file = LOCAL_IMAGE.exec(url)?.[1];
  if (!file) return { src: url };
  return {
    src: imageVariantUrl(file, 640),
    srcSet: IMAGE_WIDTHS.map((w) => `${imageVariantUrl(file, w)} ${w}w`).join(', '),
    sizes,
  };
}
