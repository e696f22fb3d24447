import { z } from 'zod';
import { INQUIRY_STATUSES, type InquiryStatus } from '../inquiry-rules.js';
import { adminInquirySchema } from '../schemas/inquiry.js';
import { galleryItemSchema } from '../schemas/gallery.js';
import {
  businessContentSchema,
  contactContentSchema,
  homeContentSchema,
  servicesContentSchema,
  type AdminPageContentResponse,
  type PageContentResponse,
  type PageName,
} from '../schemas/content.js';
import { TRANSLATABLE_CONTENT_FIELDS } from '../schemas/content-fields.js';
import { HERO_PHOTO_WIDTHS, type HeroPhotoUploadResponse } from '../schemas/hero-photo.js';
import type { DashboardFigures } from '../schemas/dashboard.js';
import type { PopulateResult } from '../schemas/service-area.js';
import type { QuotePhotoUploadResponse } from '../schemas/inquiry.js';

/**
 * Answers of the API that had a TypeScript type but no schema. Each is checked against its type (a drift is a compile
 * error), and the OpenAPI document describes the API's answers with them (see operations.ts).
 */

/** An answer that only says what was done (a delete, an order change): the sentence comes from MESSAGES. */
export const messageResponseSchema = z.object({ message: z.string() });

const meta = { version: z.number().int().min(0), updatedAt: z.iso.datetime({ offset: true }).nullable() };
const homeImages = { heroImagePath: z.string(), contactImagePath: z.string() };

/** GET /api/content/{page} and every save, publish or restore of a page: its fields and version (0 = built-in). */
export const pageContentResponseSchemas = {
  home: homeContentSchema.extend({ ...meta, ...homeImages }),
  services: servicesContentSchema.extend(meta),
  contact: contactContentSchema.extend(meta),
  business: businessContentSchema.extend(meta),
} as const satisfies { [P in PageName]: z.ZodType<PageContentResponse<P>> };

const spanishTexts = (page: PageName) =>
  z.object(
    Object.fromEntries(
      (TRANSLATABLE_CONTENT_FIELDS[page] as readonly string[]).map((key) => [key, z.string()]),
    ),
  );
/** GET /api/admin/content/{page} (issue 30): the page plus every translatable field's Spanish text ('' = none). */
export const adminPageContentResponseSchemas = {
  home: pageContentResponseSchemas.home.extend({ es: spanishTexts('home') }),
  services: pageContentResponseSchemas.services.extend({ es: spanishTexts('services') }),
  contact: pageContentResponseSchemas.contact.extend({ es: spanishTexts('contact') }),
  business: pageContentResponseSchemas.business.extend({ es: spanishTexts('business') }),
} as const satisfies { [P in PageName]: z.ZodType<Omit<AdminPageContentResponse<P>, 'es'>> };

/** Any page's answer, for the routes that take the page as a parameter. */
export const anyPageContentResponseSchema = z.union(Object.values(pageContentResponseSchemas));
export const anyAdminPageContentResponseSchema = z.union(Object.values(adminPageContentResponseSchemas));

export const heroPhotoUploadResponseSchema = z.object({
  heroImagePath: z.string(),
  variants: z.array(
    z.object({ width: z.union(HERO_PHOTO_WIDTHS.map((w) => z.literal(w))), path: z.string() }),
  ),
}) satisfies z.ZodType<HeroPhotoUploadResponse>;

export const quotePhotoUploadResponseSchema = z.object({
  id: z.uuid(),
}) satisfies z.ZodType<QuotePhotoUploadResponse>;

export const populateResultSchema = z.object({
  inserted: z.number().int().nonnegative(),
  updated: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
}) satisfies z.ZodType<PopulateResult>;

const count = z.number().int().nonnegative();
const week = z.object({
  total: count,
  byStatus: z.object(
    Object.fromEntries(INQUIRY_STATUSES.map((status) => [status, count])) as Record<
      InquiryStatus,
      typeof count
    >,
  ),
});
export const dashboardFiguresSchema = z.object({
  timeZone: z.string(),
  generatedAt: z.iso.datetime({ offset: true }),
  thisWeek: week,
  lastWeek: week,
  waiting: z.object({
    count,
    oldest: z.array(
      z.object({
        id: z.uuid(),
        name: z.string(),
        projectType: z.string(),
        createdAt: z.iso.datetime({ offset: true }),
      }),
    ),
  }),
  medianFirstResponseHours: z.number().nonnegative().nullable(),
  trend: z.array(z.object({ weekStart: z.iso.date(), count })),
  topZipCodes: z.array(z.object({ zipCode: z.string(), count })),
  topProjectTypes: z.array(z.object({ projectType: z.string(), count })),
  funnel: z.object({ visits: count, starts: count, sends: count }),
}) satisfies z.ZodType<DashboardFigures>;

export const galleryListSchema = z.array(galleryItemSchema);
export const galleryCategoriesSchema = z.array(z.string());
/** GET /api/admin/gallery/item/{id} (issue 30): the item plus its Spanish texts ('' when none). */
export const adminGalleryItemSchema = galleryItemSchema.extend({
  titleEs: z.string(),
  descriptionEs: z.string(),
});
/** POST /api/admin/gallery/upload: the stored image and its thumbnail. */
export const adminGalleryUploadResponseSchema = z.object({ imageUrl: z.string(), thumbnailUrl: z.string() });
export const adminInquiryListSchema = z.array(adminInquirySchema);
