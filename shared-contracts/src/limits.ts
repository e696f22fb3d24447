/** Business limits from spec section 9, plus the server-side caps we chose (spec: "not shown"). */
export const ZIP_CODE_LENGTH = 5;
export const ZIP_CODE_PATTERN = /^\d{5}$/;

export const LIMITS = {
  quote: {
    nameMin: 2,
    phoneMin: 10,
    projectTypeMin: 2,
    messageMin: 10,
    // Caps keep one request from storing megabytes of text; generous for any real quote.
    nameMax: 100,
    emailMax: 254,
    phoneMax: 30,
    projectTypeMax: 100,
    messageMax: 5000,
  },
  gallery: {
    titleMin: 2,
    descriptionMin: 5,
    locationMin: 2,
    categoryMin: 2,
    titleMax: 120,
    descriptionMax: 2000,
    locationMax: 120,
    categoryMax: 60,
    imageUrlMax: 500,
    skeletonCount: 6,
    sampleCount: 6,
    /** The most ids PUT /api/admin/gallery/order takes (the gallery has far fewer items). */
    orderMax: 1000,
  },
  content: {
    fieldMax: 5000,
  },
  /** Business details (issue 29): a day's hours text and a social link. */
  business: {
    hoursMax: 40,
    linkMax: 500,
  },
  /**
   * Version history of the content pages (issue 29): each publish stores a numbered version; the API keeps the newest
   * `keptDefault` per page (its CONTENT_VERSIONS_KEPT setting, 1 to `keptMax`). Version numbers are PostgreSQL integers.
   */
  /** Deleted gallery items stay in the trash this many days (GALLERY_TRASH_RETENTION_DAYS), then are purged. */
  galleryTrash: {
    retentionDaysDefault: 30,
    retentionDaysMax: 3650,
  },
  contentVersions: {
    keptDefault: 50,
    keptMax: 1000,
    numberMax: 2_147_483_647,
  },
  /** Paged inbox reads (GET /api/admin/inquiries?page=...): the call without paging returns every row (spec). */
  inquiryList: {
    pageSizeDefault: 20,
    pageSizeMax: 100,
    /** A page number past this is a mistake or a probe, not a page of a real inbox. */
    pageMax: 100_000,
    searchMax: 100,
  },
  /** Staff's internal notes on an inquiry (issue 17): trimmed, then 1 to textMax characters. */
  inquiryNote: {
    textMax: 2000,
  },
  /** A staff member's reply to the visitor, e-mailed from the inquiry (issue 32): trimmed, 1 to textMax characters. */
  inquiryReply: {
    textMax: 5000,
  },
  /**
   * Reply templates staff keep (issue 32): a title to pick it by, and a text of at most inquiryReply.textMax (a
   * template is a reply to be). A few dozen cover any office; the cap keeps the reply box's list pickable.
   */
  replyTemplate: {
    titleMax: 80,
    countMax: 50,
  },
  /**
   * The quote POST's Idempotency-Key (IETF draft-ietf-httpapi-idempotency-key-header): a retry of the same
   * submission within `ttlHours` answers the first result instead of storing the quote again.
   */
  idempotencyKey: {
    maxLength: 255,
    ttlHours: 24,
  },
  serviceArea: {
    neighborhoodMax: 100,
    pageSize: 50,
    staleTimeMs: 5 * 60 * 1000,
    gcTimeMs: 10 * 60 * 1000,
    maxEntries: 2000,
  },
  /**
   * Photos a visitor attaches to a quote request (issue 31). The browser shrinks each to `maxSidePx` before upload;
   * the API re-encodes to at most that size again. Per visitor (client IP bucket), shared across instances in Redis:
   * `perMinuteCount` uploads and `perMinuteBytes` bytes a minute (env QUOTE_PHOTO_LIMIT_COUNT/_BYTES override).
   * An upload no quote names within `unattachedHours` is removed.
   */
  quotePhotos: {
    maxPerQuote: 5,
    maxSidePx: 2048,
    thumbSidePx: 480,
    perMinuteCount: 20,
    perMinuteBytes: 40 * 1024 * 1024,
    unattachedHours: 24,
    /** What the picker offers (HEIC only where the browser can decode it: it is converted before upload). */
    accept: 'image/jpeg,image/png,image/webp,image/heic,image/heif',
  },
  upload: {
    maxBytes: 10 * 1024 * 1024,
    /** Refuses decompression bombs: a small file that decodes to a huge bitmap. */
    maxPixels: 40_000_000,
    acceptedMimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
  },
  layout: {
    heroHeightPx: 600,
    mobileBreakpointPx: 768,
  },
  settings: {
    siteNameMax: 100,
    /** Firebase Auth's default password policy (spec section 5). */
    passwordMin: 6,
  },
  toast: {
    limit: 1,
    removeDelayMs: 1_000_000,
    durationMs: 5000,
    /** A toast with an action (Undo) stays longer, so the button can be reached (issue 29: about 10 s). */
    actionDurationMs: 10_000,
    swipeThreshold: 50,
  },
} as const;
