import type { InquiryStatus } from './inquiry-rules.js';
import type { InquiryListQuery } from './schemas/inquiry.js';
import type { PageName } from './schemas/content.js';
import type { FunnelStep } from './schemas/dashboard.js';
import { DEFAULT_LOCALE, LOCALE_QUERY_PARAM, type Locale } from './i18n/locale.js';

/** A public read's language parameter: absent for English, so English reads stay the spec's calls exactly. */
const lang = (locale: Locale | undefined) => ({
  [LOCALE_QUERY_PARAM]: locale && locale !== DEFAULT_LOCALE ? locale : undefined,
});

const withQuery = (path: string, query: Record<string, string | undefined>): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, value);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
};

/** Every call of spec section 7, so no URL is typed twice. Paths are relative to the API base URL. */
export const API_PATHS = {
  health: () => '/api/health',
  /** A page's texts; in Spanish (issue 30) each text staff left untranslated comes back in English. */
  content: (page: PageName, locale?: Locale) => withQuery(`/api/content/${page}`, lang(locale)),
  gallery: (category?: string, locale?: Locale) =>
    withQuery('/api/gallery', {
      category: category && category !== 'all' ? category : undefined,
      ...lang(locale),
    }),
  galleryCategories: () => '/api/gallery/categories',
  zipCheck: (zipCode: string) => `/api/public/service-area/check/${encodeURIComponent(zipCode)}`,
  quote: () => '/api/public',
  /** A visitor's photo for a quote request (issue 31): multipart `photo`, answers { id } to name in the quote's photoIds. */
  quotePhotos: () => '/api/public/quote-photos',
  adminHealth: () => '/api/admin/health',
  /** The lead desk's figures (issue 32). */
  adminDashboard: () => '/api/admin/dashboard',
  /** A step of the quote form's funnel (issue 32): POST, no body, no cookie, counted per day. */
  funnelStep: (step: FunnelStep) => `/api/public/funnel/${step}`,
  /** A visitor's web vital or error (issue 45): POST by beacon, no cookie, stored per day. */
  visitorReport: () => '/api/public/visitor-reports',
  /** What visitors' browsers reported over the last days (issue 45): the Site health page. */
  adminSiteHealth: () => '/api/admin/site-health',
  /** A page for its editor (issue 30): the English read plus every Spanish text (staff only). */
  adminContent: (page: PageName) => `/api/admin/content/${page}`,
  /** A page's version history (issue 29): list (newest first), one version, and restore (POST). */
  adminContentVersions: (page: PageName) => `/api/admin/content/${page}/versions`,
  adminContentVersion: (page: PageName, version: number) => `/api/admin/content/${page}/versions/${version}`,
  adminContentVersionRestore: (page: PageName, version: number) =>
    `/api/admin/content/${page}/versions/${version}/restore`,
  /** A page's draft (issue 29): GET, PUT (save) and DELETE (discard); publish (POST) makes it the page's next version. */
  adminContentDraft: (page: PageName) => `/api/admin/content/${page}/draft`,
  /** Every stored draft (at most one per page; [] when none): how the editor learns which pages have one. */
  adminContentDrafts: () => '/api/admin/content/drafts',
  adminContentDraftPublish: (page: PageName) => `/api/admin/content/${page}/draft/publish`,
  /** Upload of a hero photo for the home page (issue 29): multipart `image`, answers HeroPhotoUploadResponse. */
  adminHeroPhoto: () => '/api/admin/content/home/hero-photo',
  adminInquiries: (status?: InquiryStatus, search?: string) =>
    withQuery('/api/admin/inquiries', { status, search: search?.trim() || undefined }),
  /** The paged inbox: always answers an InquiryPage (page 1 when `page` is left out). */
  adminInquiriesPage: ({ status, search, order, page, pageSize, assignee, due }: InquiryListQuery) =>
    withQuery('/api/admin/inquiries', {
      status,
      order: order === 'asc' ? order : undefined,
      search: search?.trim() || undefined,
      assignee: assignee || undefined,
      due: due ? 'true' : undefined,
      page: String(page ?? 1),
      pageSize: pageSize === undefined ? undefined : String(pageSize),
    }),
  adminInquiryCounts: () => '/api/admin/inquiries/counts',
  adminInquiry: (id: string) => `/api/admin/inquiries/${encodeURIComponent(id)}`,
  /** PUT: who follows the inquiry up and when (issue 32). */
  adminInquiryFollowUp: (id: string) => `/api/admin/inquiries/${encodeURIComponent(id)}/follow-up`,
  adminInquiryNotes: (id: string) => `/api/admin/inquiries/${encodeURIComponent(id)}/notes`,
  adminInquiryTimeline: (id: string) => `/api/admin/inquiries/${encodeURIComponent(id)}/timeline`,
  /** POST: a reply e-mailed to the visitor through the outbox (issue 32). */
  adminInquiryReplies: (id: string) => `/api/admin/inquiries/${encodeURIComponent(id)}/replies`,
  /** One photo of an inquiry (issue 31), streamed to staff only; `thumb` for the small size. */
  adminInquiryPhoto: (id: string, photoId: string, size?: 'thumb') =>
    withQuery(`/api/admin/inquiries/${encodeURIComponent(id)}/photos/${encodeURIComponent(photoId)}`, {
      size,
    }),
  /** Reply templates (issue 32): GET the list, POST one; PUT and DELETE one by id. */
  adminReplyTemplates: () => '/api/admin/reply-templates',
  adminReplyTemplate: (id: string) => `/api/admin/reply-templates/${encodeURIComponent(id)}`,
  adminGalleryUpload: () => '/api/admin/gallery/upload',
  adminGalleryItem: () => '/api/admin/gallery/item',
  adminGalleryItemById: (id: string) => `/api/admin/gallery/item/${encodeURIComponent(id)}`,
  /** PUT: an item's "before" photo (issue 31), or null to remove it. */
  adminGalleryItemBeforePhoto: (id: string) =>
    `/api/admin/gallery/item/${encodeURIComponent(id)}/before-photo`,
  /** An item's version history (issue 29), and restore (POST) of one version. */
  adminGalleryItemVersions: (id: string) => `/api/admin/gallery/item/${encodeURIComponent(id)}/versions`,
  adminGalleryItemVersionRestore: (id: string, version: number) =>
    `/api/admin/gallery/item/${encodeURIComponent(id)}/versions/${version}/restore`,
  /** PUT: the order of the shown items (issue 29). */
  adminGalleryOrder: () => '/api/admin/gallery/order',
  /** The gallery trash (issue 29): deleted items kept for GALLERY_TRASH_RETENTION_DAYS, and restore (POST). */
  adminGalleryTrash: () => '/api/admin/gallery/trash',
  adminGalleryTrashRestore: (id: string) => `/api/admin/gallery/trash/${encodeURIComponent(id)}/restore`,
  adminServiceArea: () => '/api/admin/service-area',
  adminServiceAreaEntry: (zipCode: string) => `/api/admin/service-area/${encodeURIComponent(zipCode)}`,
  adminNeighborhoods: () => '/api/admin/service-area/neighborhoods',
  adminGeneralSettings: () => '/api/admin/settings/general',
  adminNotificationPreferences: () => '/api/admin/settings/notifications',
  adminPopulateServiceArea: () => '/api/admin/service-area/run-populate-script',
} as const;
