import { dehydrate, QueryClient, QueryClientProvider, type DehydratedState } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { configureApiClient } from '../client/api-client.js';
import { QUERY_DEFAULTS } from '../client/query-defaults.js';

/** A first view rendered on a server: its markup, and the reads it was rendered from. */
export interface FirstPaint {
  html: string;
  /** What React hoists out of the view for the document's head: the preloads of its eagerly loaded images. */
  head: string;
  /** For the browser's query cache (hydrate), so its first render draws the same view without asking again. */
  state: DehydratedState;
}

/**
 * React writes the resources it hoists (a <link rel="preload"> per eagerly loaded image) ahead of the view's markup.
 * They go to the head: left in the view, they are elements the browser's render does not draw, and it could not
 * hydrate the view.
 */
const HOISTED_RESOURCES = /^(?:<link [^<>]*\/>)+/;

/**
 * Renders a view on a server with the data it reads (issue 12, first paint). The view's own hooks say what it reads:
 * a first pass registers those queries, they are fetched through the query functions the browser uses (the API at
 * `apiBaseUrl`), and the view is rendered again with their answers. Undefined when a read fails: the browser then
 * renders the view itself, with the spec's fallbacks, as it would without a first paint. A view that throws is a
 * bug, and throws here.
 */
export async function renderWithReads(
  view: ReactNode,
  { apiBaseUrl }: { apiBaseUrl: string },
): Promise<FirstPaint | undefined> {
  configureApiClient({ baseUrl: apiBaseUrl });
  // No retries: a server that cannot read now sends the page without a first paint rather than late.
  const queryClient = new QueryClient({ defaultOptions: { queries: QUERY_DEFAULTS } });
  const tree = <QueryClientProvider client={queryClient}>{view}</QueryClientProvider>;
  try {
    renderToString(tree);
    const reads = queryClient.getQueryCache().getAll();
    const answered = await Promise.all(
      reads.map((query) =>
        query.fetch({ ...query.options, retry: false }).then(
          () => true,
          () => false,
        ),
      ),
    );
    if (answered.includes(false)) return undefined;
    const markup = renderToString(tree);
    const head = HOISTED_RESOURCES.exec(markup)?.[0] ?? '';
    return { html: markup.slice(head.length), head, state: dehydrate(queryClient) };
  } finally {
    queryClient.clear();
  }
}
