import type { CSSProperties } from 'react';
import {
  HERO_PHOTO_MAX_WIDTH,
  HERO_PHOTO_WIDTHS,
  heroPhotoVariant,
  STORED_HERO_PHOTO_PATH,
} from 'shared-contracts';
import { apiUrl } from 'web-kit';
import { siteImage } from '../../lib/site-image';

/** Viewport widths at which the hero switches to the next larger image; matches the media queries in hero.module.css. */
export const HERO_BREAKPOINTS = [
  { maxWidth: 768, width: 768 },
  { maxWidth: 1280, width: 1280 },
  { maxWidth: Number.POSITIVE_INFINITY, width: 1920 },
] as const;

/**
 * A relative url() inside a custom property resolves against the stylesheet that uses var(): that is this remote's
 * CSS, served from the remote's origin, while the photos live on the page's (the shell's) origin. Absolute it is.
 */
const absolute = (src: string, origin: string | undefined) => new URL(src, origin ?? document.baseURI).href;

const imageSet = (webp: string, jpg: string) =>
  `image-set(url("${webp}") type("image/webp"), url("${jpg}") type("image/jpeg"))`;

/**
 * A hero photo staff uploaded (issue 29): the API stored it as WebP at HERO_PHOTO_WIDTHS and serves it under /uploads
 * on its own origin. The variant for a viewport width (the smallest at least as wide), or undefined for another path.
 */
function uploadedHeroAt(src: string): ((width: number) => string) | undefined {
  if (!STORED_HERO_PHOTO_PATH.test(src)) return undefined;
  return (width) =>
    apiUrl(heroPhotoVariant(src, HERO_PHOTO_WIDTHS.find((w) => w >= width) ?? HERO_PHOTO_MAX_WIDTH));
}

/**
 * CSS variables for the hero background: a WebP per breakpoint with the JPEG as fallback for built-in photos, the
 * WebP variant per breakpoint for an uploaded hero photo, the plain URL for anything else. `origin`: the page's, when
 * rendered without a document.
 */
export function heroBackgroundVars(src: string, origin?: string): CSSProperties {
  const info = siteImage(src);
  const uploaded = uploadedHeroAt(src);
  const at = (width: number) => {
    if (uploaded) return `url("${absolute(uploaded(width), origin)}")`;
    if (!info) return `url("${absolute(src, origin)}")`;
    const best =
      info.webpWidths.find((w) => w >= width) ?? info.webpWidths[info.webpWidths.length - 1] ?? width;
    return imageSet(absolute(info.webpAt(best), origin), absolute(src, origin));
  };
  return {
    '--hero-sm': at(HERO_BREAKPOINTS[0].width),
    '--hero-md': at(HERO_BREAKPOINTS[1].width),
    '--hero-lg': at(HERO_BREAKPOINTS[2].width),
  } as CSSProperties;
}

/** <link rel="preload"> descriptors matching the variant each viewport will pick. */
export function heroPreloads(src: string): { href: string; type?: string; media?: string }[] {
  const info = siteImage(src);
  const uploaded = uploadedHeroAt(src);
  if (!info && !uploaded) return [{ href: src }];
  let minWidth = 0;
  return HERO_BREAKPOINTS.map(({ maxWidth, width }) => {
    const href = uploaded
      ? uploaded(width)
      : info!.webpAt(info!.webpWidths.find((w) => w >= width) ?? width);
    const media = [
      minWidth > 0 ? `(min-width: ${minWidth + 1}px)` : '',
      Number.isFinite(maxWidth) ? `(max-width: ${maxWidth}px)` : '',
    ]
      .filter(Boolean)
      .join(' and ');
    minWidth = maxWidth;
    return { href, type: 'image/webp', media };
  });
}
