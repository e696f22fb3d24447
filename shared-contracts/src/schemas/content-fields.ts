/**
 * The pages and their editable fields, in form order: the one list the API, the public pages and the editor read.
 * Plain data, apart from the zod schemas, so the public pages' content check does not pull zod into their first load;
 * content.test.ts proves the lists match the schemas.
 */
export const PAGE_NAMES = ['home', 'services', 'contact'] as const;

export const PAGE_CONTENT_FIELDS = {
  home: ['title', 'subtitle', 'description'],
  services: ['title', 'description'],
  contact: ['title', 'address', 'phone', 'email'],
} as const;
