import type { ComponentType } from 'react';
import { renderWithReads, type FirstPaint } from 'web-kit/first-paint';
import { PageOriginContext } from '../lib/page-origin';
import { REMOTE } from '../app/pages';
import { pageHead } from './page-head';

const EXPOSES: ReadonlySet<string> = new Set(REMOTE.pages.map((page) => page.expose));

/** An exposed page's component, found as the module federation config finds it (stack.config's exposesOf). */
const loadPage = (expose: string) =>
  import(`../app/pages/${expose}Page.tsx`) as Promise<{ default: ComponentType }>;

export interface FirstPaintRequest {
  /** The exposed page, e.g. 'Home'. */
  expose: string;
  /** The API's absolute base URL (the runtime config's apiBaseUrl). */
  apiBaseUrl: string;
  /** The site's origin: the shell's, where the page will be shown. */
  pageOrigin: string;
}

export type { FirstPaint };

/**
 * An exposed page's first view, rendered by whoever serves the shell's HTML (issue 12): the markup a phone paints
 * before any script has run, the reads it shows, and its head (page-head.ts). Undefined for an unknown page or when a
 * read fails.
 */
export async function renderFirstPaint({
  expose,
  apiBaseUrl,
  pageOrigin,
}: FirstPaintRequest): Promise<FirstPaint | undefined> {
  if (!EXPOSES.has(expose)) return undefined;
  const { default: Page } = await loadPage(expose);
  const paint = await renderWithReads(
    <PageOriginContext.Provider value={pageOrigin}>
      <Page />
    </PageOriginContext.Provider>,
    { apiBaseUrl },
  );
  return paint && { ...paint, head: `${pageHead(expose, pageOrigin)}${paint.head ?? ''}` };
}
