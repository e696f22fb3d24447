import { SITE_IMAGES } from './site-images.generated';

export interface SiteImageInfo {
  width: number;
  height: number;
  /** "<name>-400.webp 400w, ..." for a <source type="image/webp">. */
  webpSrcSet: string;
  /** The WebP file for one width. */
  webpAt: (width: number) => string;
  webpWidths: readonly number[];
}

const variant = (src: string, width: number) => src.replace(/\.jpe?g$/i, `-${width}.webp`);

/**
 * Built-in photos (shell/public/images, made by scripts/generate-images.mjs) have WebP variants and a known size;
 * anything else (e.g. a staff upload) is used as is.
 */
export function siteImage(src: string): SiteImageInfo | undefined {
  const entry = SITE_IMAGES[src];
  if (!entry) return undefined;
  return {
    width: entry.width,
    height: entry.height,
    webpWidths: entry.webpWidths,
    webpSrcSet: entry.webpWidths.map((w) => `${variant(src, w)} ${w}w`).join(', '),
    webpAt: (width) => variant(src, width),
  };
}
