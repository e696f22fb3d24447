import { useEffect, useMemo, useRef, useState } from 'react';
import { hydrate, QueryClient, QueryClientProvider, type DehydratedState } from '@tanstack/react-query';
import { BrowserRouter, useLocation, useNavigate, useRoutes } from 'react-router-dom';
import { localeOfPath } from 'shared-contracts';
import { publishLocation, QUERY_DEFAULTS, registerNavigate, registerQueryClient } from 'web-kit';
import { RuntimeConfigContext } from '../lib/runtime-config-context';
import type { RuntimeConfig } from '../lib/runtime-config';
import { AppBody } from './AppBody';
import { useDeploymentTable } from '../lib/federation/deployment';
import { refreshDeployment } from '../lib/federation/deployment-refresh';
import { PageTableContext } from '../lib/federation/page-table-context';
import { siteRoutes } from './routes';
import { releaseEarlyEvents } from '../startup/early-events';

/**
 * The route table under a declarative BrowserRouter: the shell uses no data-router feature (loaders, actions,
 * fetchers), and leaving createBrowserRouter out keeps ~13 KiB gzip of router code off every first view.
 */
function AppRoutes() {
  const navigate = useNavigate();
  // Remotes link with plain <a href> + followInternalLink (they never import React Router): hand them our navigate.
  useEffect(() => registerNavigate((to, options) => void navigate(to, options)), [navigate]);
  // ...and where we are, so a remote page can follow its query string (deep links such as ?inquiry=<id>).
  const { pathname, search } = useLocation();
  useEffect(() => publishLocation({ pathname, search }), [pathname, search]);
  // <html lang> follows the page's language (issue 30); the first-view server writes it for the first page.
  useEffect(() => {
    document.documentElement.lang = localeOfPath(pathname);
  }, [pathname]);
  useDeploymentCheckOnNavigation(pathname);
  const table = useDeploymentTable();
  const routes = useRoutes(useMemo(() => siteRoutes(table), [table]));
  return <PageTableContext.Provider value={table}>{routes}</PageTableContext.Provider>;
}

/**
 * Each navigation after the first reads config.json again (a conditional request), so a remote deployed or rolled
 * back meanwhile is the one the next page loads, without a reload of the tab.
 */
function useDeploymentCheckOnNavigation(pathname: string) {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) first.current = false;
    else void refreshDeployment().catch(() => undefined);
  }, [pathname]);
}

interface Props {
  config: RuntimeConfig;
  /** The reads a server-drawn first view was rendered from: the first render shows the same data. */
  initialReads?: DehydratedState;
}

/** Root of the shell: one QueryClient and one router shared by the shell and every remote page. */
export function App({ config, initialReads }: Props) {
  // The page is live from here on: a server's first view looks the same before and after, so monitoring and tests
  // read this mark to tell them apart. The taps and keys the visitor gave the server's view meanwhile are replayed,
  // in order (issue 44): the effects of the whole tree, the page's included, have run.
  useEffect(() => {
    document.documentElement.dataset.appStarted = 'true';
    releaseEarlyEvents();
  }, []);
  const [queryClient] = useState(() => {
    const client = new QueryClient({ defaultOptions: { queries: QUERY_DEFAULTS } });
    if (initialReads) hydrate(client, initialReads);
    registerQueryClient(client);
    return client;
  });
  return (
    <RuntimeConfigContext.Provider value={config}>
      <QueryClientProvider client={queryClient}>
        <AppBody>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </AppBody>
      </QueryClientProvider>
    </RuntimeConfigContext.Provider>
  );
}
