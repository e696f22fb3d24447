import { useEffect } from 'react';

/**
 * Inserts <link rel="preload" as="image"> for the hero while the page is still loading its content, so the photo
 * downloads in parallel with the content call instead of after it. Removed when the page unmounts.
 */
export function usePreloadImages(links: { href: string; type?: string; media?: string }[]): void {
  const key = JSON.stringify(links);
  useEffect(() => {
    const parsed = JSON.parse(key) as typeof links;
    const elements = parsed.map(({ href, type, media }) => {
      const link = document.createElement('link');
      link.setAttribute('rel', 'preload');
      link.setAttribute('as', 'image');
      link.setAttribute('href', href);
      if (type) link.setAttribute('type', type);
      if (media) link.setAttribute('media', media);
      link.setAttribute('fetchpriority', 'high');
      document.head.appendChild(link);
      return link;
    });
    return () => elements.forEach((el) => el.remove());
  }, [key]);
}
