/**
 * Runs `run` once the main thread is idle (at the latest after `timeoutMs`), so work that can wait stays out of the
 * page's busy first seconds. Returns a cancel function.
 */
export function whenIdle(run: () => void, timeoutMs: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, Math.min(timeoutMs, 1000));
  return () => window.clearTimeout(id);
}
