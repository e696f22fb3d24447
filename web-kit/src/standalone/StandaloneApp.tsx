import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter, Link, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
// By package name, not '../client/...': Module Federation shares 'web-kit' under that request, so
// the pages and this harness configure and read the same api client and stores.
import {
  configureApiClient,
  publishLocation,
  QUERY_DEFAULTS,
  registerNavigate,
  trackConnection,
} from 'web-kit';
import { runtimeConfigSchema, type RuntimeConfig } from 'shared-contracts';

// Firebase is only downloaded by remotes whose pages need a signed-in staff member.
const StaffGate = lazy(() => import('./StaffGate.js').then((module) => ({ default: module.StaffGate })));

export interface StandalonePage {
  path: string;
  label: string;
  Page: ComponentType;
}

export interface StandaloneAppProps {
  /** The remote's exposed pages, each on the path the shell mounts it at. */
  pages: readonly StandalonePage[];
  /** Accessible name of the page navigation, e.g. 'Admin inquiries pages'. */
  label: string;
  /** Admin remotes: sign in as staff (Firebase, from the runtime config) before the pages render. */
  requireStaff: boolean;
}

type ConfigState =
  { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; config: RuntimeConfig };

/** The dev server's /config.json (rspack.base.ts serves it like the shell's): API base URL and Firebase settings. */
async function loadConfig(): Promise<RuntimeConfig> {
  const response = await fetch('/config.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return runtimeConfigSchema.parse(await response.json());
}

function useRuntimeConfig(): ConfigState {
  const [state, setState] = useState<ConfigState>({ status: 'loading' });
  useEffect(() => {
    let active = true;
    loadConfig()
      .then((config) => {
        configureApiClient({ baseUrl: config.apiBaseUrl });
        if (active) setState({ status: 'ready', config });
      })
      .catch((error: unknown) => {
        if (active)
          setState({ status: 'failed', message: error instanceof Error ? error.message : String(error) });
      });
    return () => {
      active = false;
    };
  }, []);
  return state;
}

function PageRoutes({ pages }: { pages: readonly StandalonePage[] }) {
  // Pages link with <a href onClick={followInternalLink}>: hand them this router's navigate, as the shell does.
  const navigate = useNavigate();
  useEffect(() => registerNavigate((to, options) => void navigate(to, options)), [navigate]);
  const { pathname, search } = useLocation();
  useEffect(() => publishLocation({ pathname, search }), [pathname, search]);
  return (
    <Routes>
      {pages.map(({ path, Page }) => (
        <Route key={path} path={path} element={<Page />} />
      ))}
    </Routes>
  );
}

/** Dev-only host for a remote's pages; inside the shell the shell provides router, query client and sign-in. */
export function StandaloneApp({ pages, label, requireStaff }: StandaloneAppProps) {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: QUERY_DEFAULTS } }));
  const state = useRuntimeConfig();
  // The pages' offline states follow the browser, as they do under the shell.
  useEffect(() => trackConnection(), []);

  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <nav aria-label={label}>
          {pages.map(({ path, label: text }) => (
            <Link key={path} to={path} style={{ marginRight: 12 }}>
              {text}
            </Link>
          ))}
        </nav>
        <Suspense fallback={<p role="status">Loading...</p>}>
          {state.status === 'loading' && <p role="status">Loading...</p>}
          {state.status === 'failed' && <p role="alert">Could not load /config.json: {state.message}</p>}
          {state.status === 'ready' &&
            (requireStaff ? (
              <StaffGate config={state.config}>
                <PageRoutes pages={pages} />
              </StaffGate>
            ) : (
              <PageRoutes pages={pages} />
            ))}
        </Suspense>
      </BrowserRouter>
    </QueryClientProvider>
  );
}
