/**
 * The part of the Navigation API (window.navigation, Baseline 2026: Chromium 102, Firefox 147, Safari 26.2) the
 * guard uses; TypeScript's DOM library does not describe it yet.
 *
 * Why this and not popstate: the router hears Back and Forward through a popstate listener it added first, browsers
 * call window listeners in the order they were added, and React renders a popstate update before the next listener
 * runs, so by the time a later popstate listener runs the page is already gone. The navigate event comes before any
 * of that, and a same-document traversal can be cancelled there.
 */
export interface TraverseEvent extends Event {
  readonly navigationType: 'push' | 'replace' | 'reload' | 'traverse';
  readonly destination: { readonly key: string; readonly url: string };
}

export interface HistoryNavigation extends EventTarget {
  traverseTo(key: string): unknown;
}

export function historyNavigation(): HistoryNavigation | undefined {
  return (window as { navigation?: HistoryNavigation }).navigation;
}
