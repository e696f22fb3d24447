import type { DehydratedState } from '@tanstack/react-query';
import { FIRST_VIEW_MARK_ID } from '../../startup/early-events';
import { withEntryAfterPaint } from './start-after-paint';

/**
 * A public route's first view as the server sends it inside the shell's HTML (issue 12): the markup painted before any
 * script runs, the reads it was rendered from, and the remote page's style sheets (their text: a link would be one
 * more request to another origin before the first paint). The browser's first render hydrates it (bootstrap.tsx):
 * same reads, same markup, so React adopts the elements as they are instead of drawing the page again.
 */
export interface FirstView {
  html: string;
  /** Resource hints for the head (the preloads of the view's eager images). */
  head: string;
  state: DehydratedState;
  styles: readonly string[];
  /**
   * The public remotes' declarations the view was drawn with (manifests' `metaData.declaration`): the browser falls
   * back on them when it cannot read a manifest itself, so the page keeps its menu and its section's fallback.
   */
  declarations?: readonly unknown[];
}

/** Also the mark of a server-drawn page for the early events script. */
const STATE_ID = FIRST_VIEW_MARK_ID;
const DECLARATIONS_ID = 'first-view-declarations';
const ROOT = '<div id="root"></div>';
const TITLE = /<title>[\s\S]*?<\/title>/i;

/** JSON inside a <script> element: no '</script>' or '<!--' from content staff typed can end or bend it. */
const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** CSS inside a <style> element: nothing in it may close the element. */
const cssForStyle = (css: string) => css.replace(/<\/style/gi, '<\\/style');

/**
 * The shell's index.html with a first view: the markup in #root, the reads as JSON beside it, and the page's styles
 * in the head so the markup paints styled. Its links work before any script runs; its buttons once the app, started
 * after the view is painted (start-after-paint.ts), has hydrated it. Unchanged when index.html has no empty #root.
 */
export function withFirstView(indexHtml: string, view: FirstView): string {
  if (!indexHtml.includes(ROOT)) return indexHtml;
  const styles = view.styles.map((css) => `<style>${cssForStyle(css)}</style>`).join('');
  const root =
    `<div id="root">${view.html}</div>` +
    `<script type="application/json" id="${STATE_ID}">${jsonForScript(view.state)}</script>` +
    (view.declarations
      ? `<script type="application/json" id="${DECLARATIONS_ID}">${jsonForScript(view.declarations)}</script>`
      : '');
  // The page's own title, when its view brings one, is the document's only title (a browser shows the first).
  const page = TITLE.test(view.head) ? indexHtml.replace(TITLE, '') : indexHtml;
  // Replacer functions: a '$&' in content staff typed is text, not a replacement pattern.
  return withEntryAfterPaint(
    page.replace('</head>', () => `${view.head}${styles}</head>`).replace(ROOT, () => root),
  );
}

/**
 * The shell's index.html with the public remotes' declarations only (a page the server has no first view of, such
 * as an unknown path): the browser falls back on them when it cannot read a manifest itself, so a path that is not a
 * page is "not found" even while a remote is down.
 */
export function withDeclarations(indexHtml: string, declarations: readonly unknown[]): string {
  return indexHtml.replace(
    ROOT,
    () =>
      `${ROOT}<script type="application/json" id="${DECLARATIONS_ID}">${jsonForScript(declarations)}</script>`,
  );
}

function jsonOf<T>(doc: Document, id: string): T | undefined {
  const text = doc.getElementById(id)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as T;
  } catch {
    return undefined;
  }
}

/** The reads of the first view the server sent with this page, if it sent one. */
export const firstViewState = (doc: Document = document): DehydratedState | undefined =>
  jsonOf<DehydratedState>(doc, STATE_ID);

/** The public remotes' declarations the server drew the first view with (unchecked: the deployment parses them). */
export const firstViewDeclarations = (doc: Document = document): unknown[] =>
  jsonOf<unknown[]>(doc, DECLARATIONS_ID) ?? [];
