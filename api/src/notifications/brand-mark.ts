import { BRAND_MARK_SVG } from 'shared-contracts';
import sharp from 'sharp';
import { BRAND_MARK_CID } from './email-templates/layout.js';

/** Drawn at 96 px, shown at 40: sharp on a phone's high-density screen. */
const BRAND_MARK_PNG_PX = 96;

let rendering: Promise<Buffer> | undefined;

/**
 * The brand's mark as PNG, rendered from the one SVG source (shared-contracts) on first use and kept: mail programs
 * show no SVG, and a build step or a committed binary would be a second copy to keep in step.
 */
export function brandMarkPng(): Promise<Buffer> {
  rendering ??= sharp(Buffer.from(BRAND_MARK_SVG), { density: 72 * (BRAND_MARK_PNG_PX / 32) })
    .resize(BRAND_MARK_PNG_PX, BRAND_MARK_PNG_PX)
    .png()
    .toBuffer();
  // A failed render is tried again by the next e-mail instead of being kept.
  rendering.catch(() => {
    rendering = undefined;
  });
  return rendering;
}

/** The inline attachment every e-mail's header band shows (cid: in its HTML). */
export async function brandMarkAttachment() {
  return {
    filename: 'logo.png',
    cid: BRAND_MARK_CID,
    content: await brandMarkPng(),
    contentType: 'image/png',
    contentDisposition: 'inline' as const,
  };
}
