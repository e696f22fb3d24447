/**
 * How a page with a first view starts the app: after the browser has painted the view, not before. Loaded the usual
 * way (a deferred script), main.js runs as soon as it arrives: on a fast connection before the view is painted, whose
 * style, layout and hero photo then wait behind ~120 KiB of script being evaluated. Here main.js downloads at once
 * (preload) but runs once the page has loaded (the view's photos in) and its paints have settled: no larger paint
 * (Largest Contentful Paint) for QUIET_MS. MAX_WAIT_MS is the latest it starts. On a phone's connection main.js
 * arrives after the view's photos anyway, so this costs it nothing. A tap or a key press starts it at once.
 */
const QUIET_MS = 50;
const MAX_WAIT_MS = 1_500;

/** The code of the inline script; `src` is main.js. Starts it once, whichever comes first. */
function startAfterPaint(src: string, quietMs: number, maxWaitMs: number): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const script = document.createElement('script');
    script.src = src;
    document.head.appendChild(script);
  };
  // Browsers that report no Largest Contentful Paint (Safari) start once the page has loaded.
  let painted = !PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint');
  let loaded = false;
  let quiet: ReturnType<typeof setTimeout> | undefined;
  const startWhenSettled = () => {
    if (!painted || !loaded) return;
    clearTimeout(quiet);
    quiet = setTimeout(start, quietMs);
  };
  if (!painted)
    new PerformanceObserver(() => {
      painted = true;
      startWhenSettled(); // each larger paint (the hero photo after the text) restarts the quiet period
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  addEventListener('load', () => {
    loaded = true;
    startWhenSettled();
  });
  // A visitor who reaches for the page (a tap, a key) wants its buttons to work: the app starts now, in a task of its
  // own once the tap has been answered (the early menu script answers it), so evaluating main.js never delays that.
  for (const type of ['click', 'keydown'])
    addEventListener(type, () => setTimeout(start, 0), { once: true, capture: true, passive: true });
  setTimeout(start, maxWaitMs);
}

/** The shell's entry script in its built index.html (one deferred script: rspack.base's HtmlRspackPlugin). */
const ENTRY_SCRIPT = /<script defer src="([^"]+)"><\/script>/;

/** index.html whose entry script starts after the first paint (unchanged if it has no such script). */
export function withEntryAfterPaint(indexHtml: string): string {
  const src = ENTRY_SCRIPT.exec(indexHtml)?.[1];
  if (!src) return indexHtml;
  const starter = `(${startAfterPaint.toString()})(${JSON.stringify(src)},${QUIET_MS},${MAX_WAIT_MS});`;
  return indexHtml
    .replace(ENTRY_SCRIPT, () => `<link rel="preload" as="script" href="${src}">`)
    .replace('</body>', () => `<script>${starter}</script></body>`);
}
