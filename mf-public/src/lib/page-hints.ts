import { DEFAULT_CONTENT } from 'shared-contracts';
import { heroPreloads } from '../components/hero/hero-background';

/** An image a page paints first, as a <link rel="preload" as="image"> descriptor (href on the page's origin). */
export interface ImageHint {
  href: string;
  type?: string;
  media?: string;
}

/**
 * What each exposed page paints first, for whoever serves the host's HTML to announce it (dist/page-hints.json):
 * the home hero (in each language), the largest paint of the site. Built-in photo only: a photo staff change is found by the page.
 */
export function pageImageHints(): Record<string, ImageHint[]> {
  const hero = heroPreloads(DEFAULT_CONTENT.home.heroImagePath);
  return { Home: hero, HomeEs: hero };
}
