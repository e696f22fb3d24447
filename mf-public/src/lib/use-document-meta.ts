import { useEffect } from 'react';

/**
 * Sets document.title and the meta description for the current route (issue 4, "Beyond the spec"). Each page calls
 * it; the shell's index.html only carries the site-wide defaults.
 */
export function useDocumentMeta(title: string, description: string): void {
  useEffect(() => {
    document.title = title;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    meta.content = description;
  }, [title, description]);
}
