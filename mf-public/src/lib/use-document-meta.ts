import { useEffect } from 'react';
import { useLocalPath, useTexts } from './i18n';
import { languageLinks, PAGE_PATHS, pageMeta, type PublicPageName } from './page-meta';

function headElement<K extends 'meta' | 'link'>(tag: K, selector: string): HTMLElementTagNameMap[K] {
  const found = document.head.querySelector<HTMLElementTagNameMap[K]>(selector);
  if (found) return found;
  const created = document.createElement(tag);
  document.head.appendChild(created);
  return created;
}

/**
 * Keeps the document's head right for the page as the visitor moves on in the app (issue 4, "Beyond the spec"; the
 * server sends the same head with the first view, page-head.ts): title and description in the page's language, its
 * canonical URL and its hreflang alternates (issue 30).
 */
export function usePageMeta(page: PublicPageName): void {
  const texts = useTexts();
  const path = useLocalPath()(PAGE_PATHS[page]);
  useEffect(() => {
    const { title, description } = pageMeta(texts, page);
    document.title = title;
    const meta = headElement('meta', 'meta[name="description"]');
    meta.name = 'description';
    meta.content = description;
    const canonical = headElement('link', 'link[rel="canonical"]');
    canonical.rel = 'canonical';
    canonical.href = new URL(path, window.location.origin).href;
    for (const { hreflang, href } of languageLinks(path, window.location.origin)) {
      const link = headElement('link', `link[rel="alternate"][hreflang="${hreflang}"]`);
      link.rel = 'alternate';
      link.hreflang = hreflang;
      link.href = href;
    }
  }, [texts, page, path]);
}
