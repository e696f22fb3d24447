/**
 * The pages and their editable fields, in form order: the one list the API, the public pages and the editor read.
 * Plain data, apart from the zod schemas, so the public pages' content check does not pull zod into their first load;
 * content.test.ts proves the lists match the schemas.
 */
export const PAGE_NAMES = ['home', 'services', 'contact', 'business'] as const;

export const PAGE_CONTENT_FIELDS = {
  home: ['title', 'subtitle', 'description'],
  services: ['title', 'description'],
  contact: ['title', 'address', 'phone', 'email'],
  /** Business details shown across the site (issue 29): opening hours and social links. */
  business: ['hoursWeekdays', 'hoursSaturday', 'hoursSunday', 'facebookUrl', 'instagramUrl'],
} as const;

/**
 * Image fields a page stores with its text (issue 29: the home page's hero photo): saved, drafted, versioned and
 * restored with the page, edited by their own control rather than as text. Optional in a save: omitted keeps the
 * stored value (a form that does not edit the photo leaves it alone). See hero-photo.ts.
 */
export const PAGE_IMAGE_FIELDS = {
  home: ['heroImagePath'],
  services: [],
  contact: [],
  business: [],
} as const;

/** Fields that may be left empty (a link the business does not have); every other field is required. */
export const OPTIONAL_CONTENT_FIELDS: readonly string[] = ['instagramUrl'];

/**
 * The texts staff write in Spanish too (issue 30): each page's words a visitor reads, never an address, phone number,
 * e-mail, opening hours or link (the same in both languages). Stored with the page as its `es` texts, '' (or absent)
 * while not translated; a Spanish read shows the English text for those (localizeContent).
 */
export const TRANSLATABLE_CONTENT_FIELDS = {
  home: ['title', 'subtitle', 'description'],
  services: ['title', 'description'],
  contact: ['title'],
  business: [],
} as const satisfies {
  [P in keyof typeof PAGE_CONTENT_FIELDS]: readonly (typeof PAGE_CONTENT_FIELDS)[P][number][];
};

export type TranslatableContentField<P extends keyof typeof TRANSLATABLE_CONTENT_FIELDS> =
  (typeof TRANSLATABLE_CONTENT_FIELDS)[P][number];

/** A page's Spanish texts, by field; '' or absent = not translated (the English text is shown). */
export type ContentTranslation<
  P extends keyof typeof TRANSLATABLE_CONTENT_FIELDS = keyof typeof TRANSLATABLE_CONTENT_FIELDS,
> = Partial<Record<TranslatableContentField<P>, string>>;
