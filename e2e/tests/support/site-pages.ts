import { localeOfPath, type Locale } from 'shared-contracts';
import { declaredPages, type DeclaredPage } from 'stack/declared-pages';

/** The pages the built remotes declare (their manifests), per section in menu order. */
export const EVERY_PUBLIC_PAGE = declaredPages('public');
export const ADMIN_PAGES = declaredPages('admin');

/** The public pages of one language (issue 30: the Spanish ones are under /es). */
export const publicPagesIn = (locale: Locale) =>
  EVERY_PUBLIC_PAGE.filter((page) => localeOfPath(page.path) === locale);

/** The English site's pages, and its menu. */
export const PUBLIC_PAGES = publicPagesIn('en');
export const NAV_ITEMS = PUBLIC_PAGES.map(({ path, label }) => ({ href: path, label }));

/** The Spanish site's menu. */
export const SPANISH_NAV_ITEMS = publicPagesIn('es').map(({ path, label }) => ({ href: path, label }));

/** `mf_public/Home`: the id a page's section carries (data-remote-id). */
export const pageModuleId = (page: DeclaredPage) => `${page.remote}/${page.expose}`;
