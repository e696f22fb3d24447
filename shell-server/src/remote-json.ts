/** A file older than this is read again: a redeployed remote is announced within a second or two. */
const FRESH_MS = 2_000;
/** Page hints and first views must never hold the HTML back for long: a slow or missing remote only loses them. */
const TIMEOUT_MS = 1_000;

/**
 * Reads a remote's files for the shell's HTML (page-hints.json, its manifest, a page's style sheet), each at most once
 * per FRESH_MS (the shell's HTML is requested far more often than remotes are deployed). Resolves undefined when a
 * file cannot be read.
 */
function createRemoteFileReader<T>(parse: (response: Response) => Promise<T>, fetchImpl: typeof fetch) {
  const cache = new Map<string, { readAt: number; body: Promise<T | undefined> }>();
  return (url: string): Promise<T | undefined> => {
    const cached = cache.get(url);
    if (cached && Date.now() - cached.readAt < FRESH_MS) return cached.body;
    const body = fetchImpl(url, { signal: AbortSignal.timeout(TIMEOUT_MS) })
      .then((response) => (response.ok ? parse(response) : undefined))
      .catch(() => undefined);
    cache.set(url, { readAt: Date.now(), body });
    return body;
  };
}

export const createRemoteJsonReader = (fetchImpl: typeof fetch = fetch) =>
  createRemoteFileReader((response) => response.json() as Promise<unknown>, fetchImpl);

export const createRemoteTextReader = (fetchImpl: typeof fetch = fetch) =>
  createRemoteFileReader((response) => response.text(), fetchImpl);
