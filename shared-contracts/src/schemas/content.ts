import { z } from 'zod';
import { LIMITS } from '../limits.js';
import * as MESSAGES from '../messages/index.js';
import { isBusinessHours } from '../business-hours.js';
import { PAGE_NAMES } from './content-fields.js';
import { isHeroImagePath } from './hero-photo.js';
import { EMAIL_PATTERN } from './quote.js';

const m = MESSAGES.content;
const required = (message: string) => z.string(message).trim().min(1, message).max(LIMITS.content.fieldMax, m.fieldTooLong);

export {
  PAGE_NAMES,
  PAGE_CONTENT_FIELDS,
  PAGE_IMAGE_FIELDS,
  OPTIONAL_CONTENT_FIELDS,
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
