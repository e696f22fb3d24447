/** A file older than this is read again: a redeployed remote is announced within a second or two. */
const FRESH_MS = 2_000;
/** Page hints must never hold the HTML back for long: a slow or missing remote only loses its hints. */
const TIMEOUT_MS = 1_000;

/**
 * Reads a remote's JSON files (its page-hints.json) for the shell's page hints, each at most once per FRESH_MS (the
 * shell's HTML is requested far more often than remotes are deployed). Resolves undefined when a file cannot be read.
 */
export function createRemoteJsonReader(fetchImpl: typeof fetch = fetch) {
  const cache = new Map<string, { readAt: number; body: Promise<unknown> }>();
  return (url: string): Promise<unknown> => {
    const cached = cache.get(url);
    if (cached && Date.now() - cached.readAt < FRESH_MS) return cached.body;
    const body = fetchImpl(url, { signal: AbortSignal.timeout(TIMEOUT_MS) })
      .then((response) => (response.ok ? (response.json() as Promise<unknown>) : undefined))
      .catch(() => undefined);
    cache.set(url, { readAt: Date.now(), body });
    return body;
  };
}
