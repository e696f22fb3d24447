import { BUSINESS } from 'shared-contracts';
import { REMOTE } from '../app/pages';
import { PAGE_META } from '../lib/page-meta';

const META_BY_EXPOSE: Record<string, { title: string; description: string }> = {
  Home: PAGE_META.home,
  Services: PAGE_META.services,
  Gallery: PAGE_META.gallery,
  Contact: PAGE_META.contact,
};

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The head of an exposed page as the server sends it (issue 28): its own title, description, canonical URL and Open
 * Graph card, so search engines and link previews read each page without running a script. The app keeps title and
 * description current as the visitor moves on (use-document-meta).
 */
export function pageHead(expose: string, pageOrigin: string): string {
  const meta = META_BY_EXPOSE[expose];
  const page = REMOTE.pages.find((candidate) => candidate.expose === expose);
  if (!meta || !page) return '';
  const url = escapeHtml(new URL(page.path, pageOrigin).href);
  const title = escapeHtml(meta.title);
  const description = escapeHtml(meta.description);
  return (
    `<title>${title}</title>` +
    `<meta name="description" content="${description}">` +
    `<link rel="canonical" href="${url}">` +
    `<meta property="og:type" content="website">` +
    `<meta property="og:site_name" content="${escapeHtml(BUSINESS.name)}">` +
    `<meta property="og:title" content="${title}">` +
    `<meta property="og:description" content="${description}">` +
    `<meta property="og:url" content="${url}">`
  );
}
