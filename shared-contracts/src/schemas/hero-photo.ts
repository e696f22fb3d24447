/**
 * The home page's hero photo (issue 29): the built-in photo or one staff uploaded. Plain data (no zod) so the public
 * page can read it without pulling the schemas into its first load.
 *
 * An upload is stored as one WebP per width of HERO_PHOTO_WIDTHS (never enlarged: a smaller original keeps its own
 * size), named by the API: /uploads/hero-<uuid>-<width>.webp. The page's `heroImagePath` names the largest
 * (HERO_PHOTO_MAX_WIDTH); heroPhotoVariant() gives the others.
 */
export const BUILT_IN_HERO_IMAGE_PATH = '/images/home-hero.jpg';
export const HERO_PHOTO_WIDTHS = [768, 1280, 1920] as const;
export type HeroPhotoWidth = (typeof HERO_PHOTO_WIDTHS)[number];
export const HERO_PHOTO_MAX_WIDTH: HeroPhotoWidth = 1920;

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/** A stored hero photo's path (its largest variant); group 1 is its id. */
export const STORED_HERO_PHOTO_PATH = new RegExp(`^/uploads/hero-(${UUID})-${HERO_PHOTO_MAX_WIDTH}\\.webp$`);

/** The path of a stored hero photo's variant of `width` (one of HERO_PHOTO_WIDTHS). */
export const heroPhotoVariant = (path: string, width: HeroPhotoWidth): string =>
  path.replace(new RegExp(`-${HERO_PHOTO_MAX_WIDTH}\\.webp$`), `-${width}.webp`);

/** What `heroImagePath` may be: the built-in photo, or the path of a hero photo the API stored. */
export const isHeroImagePath = (value: string): boolean =>
  value === BUILT_IN_HERO_IMAGE_PATH || STORED_HERO_PHOTO_PATH.test(value);

/** POST /api/admin/content/home/hero-photo: the stored photo's path (for heroImagePath) and each variant's. */
export interface HeroPhotoUploadResponse {
  heroImagePath: string;
  variants: { width: HeroPhotoWidth; path: string }[];
}
