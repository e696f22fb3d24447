import { BUSINESS } from 'shared-contracts';

export interface PageMeta {
  title: string;
  description: string;
  /** e.g. 'noindex' for pages search engines should skip (404, staff login). */
  robots?: string;
}

const SUFFIX = `${BUSINESS.name} | ${BUSINESS.city}, ${BUSINESS.region}`;

/** The title suffix of every page: the business and its city. */
export const TITLE_SUFFIX = SUFFIX;

/**
 * Titles and descriptions of the pages the shell renders itself (mf-public sets its own pages' meta; the 404 page
 * builds its own in the visitor's language).
 */
export const SHELL_PAGE_META = {
  simple: {
    title: `${BUSINESS.name} | Masonry Contractor in ${BUSINESS.city}`,
    description: `${BUSINESS.blurb} Brick, stone and concrete work, outdoor kitchens, fireplaces and mailboxes.`,
  },
  login: { title: `Staff Login | ${SUFFIX}`, description: 'Staff sign-in to the back office.', robots: 'noindex' },
  loginComplete: {
    title: `Completing Sign-in | ${SUFFIX}`,
    description: 'Staff sign-in to the back office.',
    robots: 'noindex',
  },
} as const satisfies Record<string, PageMeta>;

/** Shell routes whose meta the frame sets from the path (the 404 page sets its own, it has no fixed path). */
export const META_BY_PATH: Record<string, PageMeta> = {
  '/simple': SHELL_PAGE_META.simple,
  '/admin/login': SHELL_PAGE_META.login,
  '/admin/login/complete': SHELL_PAGE_META.loginComplete,
};

function metaTag(name: string): HTMLMetaElement {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = name;
    document.head.appendChild(tag);
  }
  return tag;
}

/** Applies title, description and robots; the returned function takes the robots hint back off (leaving the page). */
export function applyDocumentMeta(meta: PageMeta): () => void {
  document.title = meta.title;
  metaTag('description').content = meta.description;
  if (!meta.robots) return () => undefined;
  const robots = metaTag('robots');
  robots.content = meta.robots;
  return () => robots.remove();
}
