import { z } from 'zod';
import { LIMITS } from '../limits.js';
import * as MESSAGES from '../messages/index.js';
import type { PageContentByName, PageName } from './content.js';
import type { ContentTranslation } from './content-fields.js';
import { pageNameSchema } from './content.js';

const m = MESSAGES.content;
const { numberMax } = LIMITS.contentVersions;

/**
 * The version number in /api/admin/content/{page}/versions/{number}: digits only, 1 to the largest PostgreSQL integer
 * (a path parameter is text; "1.0", "01", "-1" or "1e3" are refused, not read as a number).
 */
export const contentVersionNumberParamSchema = z
  .string(m.versionNumberInvalid)
  .regex(/^[1-9]\d{0,9}$/, m.versionNumberInvalid)
  .refine((value) => Number(value) <= numberMax, m.versionNumberInvalid);

/**
 * POST /api/admin/content/{page}/versions/{number}/restore: the page version the restore was decided on (as a save
 * sends the version it was edited from). Required: a restore never overwrites blindly; a stale one is a 409.
 */
export const contentVersionRestoreSchema = z.object({
  version: z
    .number(m.restoreVersionRequired)
    .int(m.restoreVersionRequired)
    .min(0, m.restoreVersionRequired)
    .max(numberMax, m.restoreVersionRequired),
});
export type ContentVersionRestore = z.infer<typeof contentVersionRestoreSchema>;

/**
 * One entry of GET /api/admin/content/{page}/versions (newest first; no content). `staffEmail` is who published it,
 * from the verified token (null: content saved before version history existed); `restoredFrom` is the version a
 * restore copied, null for an ordinary save.
 */
export const contentVersionSummarySchema = z.object({
  version: z.number().int().min(1),
  staffEmail: z.string().nullable(),
  at: z.iso.datetime({ offset: true }),
  restoredFrom: z.number().int().min(1).nullable(),
});
export type ContentVersionSummary = z.infer<typeof contentVersionSummarySchema>;
export const contentVersionListSchema = z.array(contentVersionSummarySchema);

/**
 * GET /api/admin/content/{page}/versions/{number}: the summary plus the page's fields as they were published, and its
 * Spanish texts then (issue 30: every translatable field, '' when not translated).
 */
export const contentVersionDetailSchema = contentVersionSummarySchema.extend({
  page: pageNameSchema,
  content: z.record(z.string(), z.string()),
  es: z.record(z.string(), z.string()),
});
export type ContentVersionDetail<P extends PageName = PageName> = ContentVersionSummary & {
  page: P;
  content: PageContentByName[P];
  es: Required<ContentTranslation<P>>;
};
