import { z } from 'zod';
import { LIMITS } from '../limits.js';
import * as MESSAGES from '../messages/index.js';
import type { PageContentByName, PageName } from './content.js';
import {
  contactContentSchema,
  contentTranslationSchemas,
  homeContentSchema,
  servicesContentSchema,
} from './content.js';
import type { ContentTranslation } from './content-fields.js';

const m = MESSAGES.content;
const { numberMax } = LIMITS.contentVersions;

/**
 * The pages that take drafts: the three pages of the site (issue 29), each previewed as itself. The business details
 * are published directly (they show in every page's footer, not as a page of their own).
 */
export const DRAFT_PAGE_NAMES = ['home', 'services', 'contact'] as const satisfies readonly PageName[];
export type DraftPageName = (typeof DRAFT_PAGE_NAMES)[number];

/**
 * The page version a draft was edited from (its base), or that a publish of the draft was decided on. Required, unlike
 * a save's optional `version`: a draft is only ever published over the version it started from (409 otherwise).
 */
const baseVersion = z
  .number(m.draftVersionRequired)
  .int(m.draftVersionRequired)
  .min(0, m.draftVersionRequired)
  .max(numberMax, m.draftVersionRequired);

/**
 * PUT /api/admin/content/{page}/draft: the page's fields, checked exactly as a save checks them (the same schemas),
 * plus the base version and, optionally, the Spanish texts (issue 30; omitted: the draft leaves the published ones).
 * One draft per page; a PUT replaces it.
 */
export const contentDraftSchemas = {
  home: homeContentSchema.extend({ version: baseVersion, es: contentTranslationSchemas.home.optional() }),
  services: servicesContentSchema.extend({
    version: baseVersion,
    es: contentTranslationSchemas.services.optional(),
  }),
  contact: contactContentSchema.extend({
    version: baseVersion,
    es: contentTranslationSchemas.contact.optional(),
  }),
} as const;
export type ContentDraftInput<P extends DraftPageName = DraftPageName> = PageContentByName[P] & {
  version: number;
  es?: ContentTranslation<P>;
};

/** POST /api/admin/content/{page}/draft/publish: the draft's base version (the one the caller saw). */
export const contentDraftPublishSchema = z.object({ version: baseVersion });
export type ContentDraftPublish = z.infer<typeof contentDraftPublishSchema>;

/**
 * GET (and PUT's answer) /api/admin/content/{page}/draft: the draft's fields, its Spanish texts (issue 30: every
 * translatable field, '' when not translated; the published ones when the draft leaves them), its base version, who
 * saved it last (the verified token's e-mail) and when. Staff only; never part of a public read.
 */
export const contentDraftSchema = z.object({
  page: z.enum(DRAFT_PAGE_NAMES),
  content: z.record(z.string(), z.string()),
  es: z.record(z.string(), z.string()),
  baseVersion: z.number().int().min(0),
  staffEmail: z.string(),
  savedAt: z.iso.datetime({ offset: true }),
});
export type ContentDraft<P extends DraftPageName = DraftPageName> = Omit<
  z.infer<typeof contentDraftSchema>,
  'page' | 'content' | 'es'
> & {
  page: P;
  content: PageContentByName[P];
  es: Required<ContentTranslation<P>>;
};

/** GET /api/admin/content/drafts: every stored draft, by page order; [] when there is none. */
export const contentDraftListSchema = z.array(contentDraftSchema);
