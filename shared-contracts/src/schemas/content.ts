import { z } from 'zod';
import { LIMITS } from '../limits.js';
import * as MESSAGES from '../messages/index.js';
import { isBusinessHours } from '../business-hours.js';
import { PAGE_NAMES, TRANSLATABLE_CONTENT_FIELDS, type ContentTranslation } from './content-fields.js';
import { isHeroImagePath } from './hero-photo.js';
import { EMAIL_PATTERN } from './quote.js';

const m = MESSAGES.content;
const required = (message: string) => z.string(message).trim().min(1, message).max(LIMITS.content.fieldMax, m.fieldTooLong);

export {
  PAGE_NAMES,
  PAGE_CONTENT_FIELDS,
  PAGE_IMAGE_FIELDS,
  OPTIONAL_CONTENT_FIELDS,
  TRANSLATABLE_CONTENT_FIELDS,
  type TranslatableContentField,
  type ContentTranslation,
} from './content-fields.js';
export const pageNameSchema = z.enum(PAGE_NAMES);
export type PageName = z.infer<typeof pageNameSchema>;

export const homeContentSchema = z.object({
  title: required(m.titleRequired),
  subtitle: required(m.subtitleRequired),
  description: required(m.descriptionRequired),
  /** The built-in photo or a stored hero photo (never any other URL); omitted keeps the stored one. */
  heroImagePath: z.string(m.heroPhotoInvalid).refine(isHeroImagePath, m.heroPhotoInvalid).optional(),
});
export const servicesContentSchema = z.object({
  title: required(m.titleRequired),
  description: required(m.descriptionRequired),
});
export const contactContentSchema = z.object({
  title: required(m.titleRequired),
  address: required(m.addressRequired),
  phone: required(m.phoneRequired),
  email: z
    .string(m.invalidEmail)
    .trim()
    .min(1, { error: m.invalidEmail, abort: true })
    .max(LIMITS.quote.emailMax, m.invalidEmail)
    .regex(EMAIL_PATTERN, m.invalidEmail),
});
const hours = z
  .string(m.hoursInvalid)
  .trim()
  .max(LIMITS.business.hoursMax, m.hoursInvalid)
  .refine(isBusinessHours, m.hoursInvalid);
/** An https link to one of the business's pages elsewhere (a social network). */
export const HTTPS_LINK_PATTERN = /^https:\/\/[^\s/?#]+\.[^\s/?#]+(?:[/?#]\S*)?$/;
/** An https link; `optional` also takes '' (the business has no such page). */
const link = (optional: boolean) =>
  z
    .string(m.linkInvalid)
    .trim()
    .max(LIMITS.business.linkMax, m.linkInvalid)
    .refine((value) => (optional && value === '') || HTTPS_LINK_PATTERN.test(value), m.linkInvalid);
export const businessContentSchema = z.object({
  hoursWeekdays: hours,
  hoursSaturday: hours,
  hoursSunday: hours,
  facebookUrl: link(false),
  instagramUrl: link(true),
});
export type HomeContent = z.infer<typeof homeContentSchema>;
export type ServicesContent = z.infer<typeof servicesContentSchema>;
export type ContactContent = z.infer<typeof contactContentSchema>;
export type BusinessContent = z.infer<typeof businessContentSchema>;

export const pageContentSchemas = {
  home: homeContentSchema,
  services: servicesContentSchema,
  contact: contactContentSchema,
  business: businessContentSchema,
} as const;
export interface PageContentByName {
  home: HomeContent;
  services: ServicesContent;
  contact: ContactContent;
  business: BusinessContent;
}

/** The version of a page that has only its built-in defaults (nothing stored yet). */
export const DEFAULT_CONTENT_VERSION = 0;

/** Optimistic concurrency: the version a save was edited from; a stale one is refused with 409. */
export const contentVersionSchema = z.object({
  // The API stores it in a PostgreSQL integer.
  version: z.number().int().min(0).max(2_147_483_647).optional(),
});
export type ContentVersion = z.infer<typeof contentVersionSchema>;

/** What GET/POST /api/content/{page} return: the fields, the stored version (0 = built-in defaults). */
export interface ContentMeta {
  version: number;
  updatedAt: string | null;
}
export interface HomeImages {
  heroImagePath: string;
  contactImagePath: string;
}
export type PageContentResponse<P extends PageName> = PageContentByName[P] &
  ContentMeta &
  (P extends 'home' ? HomeImages : unknown);

/**
 * A page's Spanish texts in a save or draft (issue 30): each translatable field optional, trimmed and capped like its
 * English one, '' meaning "not translated" (the site shows the English text). Unknown fields are refused.
 */
const translation = z.string(m.translationInvalid).trim().max(LIMITS.content.fieldMax, m.fieldTooLong).optional();
const translationSchema = <P extends PageName>(page: P) =>
  z.strictObject(
    Object.fromEntries(
      (TRANSLATABLE_CONTENT_FIELDS[page] as readonly string[]).map((key) => [key, translation]),
    ) as Record<(typeof TRANSLATABLE_CONTENT_FIELDS)[P][number], typeof translation>,
    m.translationInvalid,
  );
export const contentTranslationSchemas = {
  home: translationSchema('home'),
  services: translationSchema('services'),
  contact: translationSchema('contact'),
  business: translationSchema('business'),
} as const;

/**
 * What the staff-only GET /api/admin/content/{page} answers (issue 30): the page as the public read gives it (English)
 * plus its Spanish texts, every translatable field present ('' = not translated).
 */
export type AdminPageContentResponse<P extends PageName> = PageContentResponse<P> & {
  es: Required<ContentTranslation<P>>;
};

/** A save's body (POST /api/content/{page}): the page's fields and, optionally, its Spanish texts (omitted = kept). */
export type PageContentSave<P extends PageName> = PageContentByName[P] & { es?: ContentTranslation<P> };
