import { declaredPages, type DeclaredPage } from 'stack/declared-pages';

/** The pages the built remotes declare (their manifests), per section in menu order. */
export const PUBLIC_PAGES = declaredPages('public');
export const ADMIN_PAGES = declaredPages('admin');

/** The public menu. */
export const NAV_ITEMS = PUBLIC_PAGES.map(({ path, label }) => ({ href: path, label }));

/** `mf_public/Home`: the id a page's section carries (data-remote-id). */
export const pageModuleId = (page: DeclaredPage) => `${page.remote}/${page.expose}`;
