import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { RuntimeConfig } from 'shared-contracts';
import { PageTableContext } from '../lib/federation/page-table-context';
import { RuntimeConfigContext } from '../lib/runtime-config-context';
import { TEST_PAGE_TABLE } from './page-table';

export const TEST_CONFIG: RuntimeConfig = {
  apiBaseUrl: '',
  companyDomain: 'alamomasonry.com',
  remotes: {
    mf_public: 'http://localhost:3001/mf-manifest.json',
    mf_admin_content: 'http://localhost:3002/mf-manifest.json',
    mf_admin_inquiries: 'http://localhost:3003/mf-manifest.json',
    mf_admin_service_area: 'http://localhost:3004/mf-manifest.json',
  },
  firebase: { apiKey: 'demo-api-key', authDomain: 'demo-masonry.firebaseapp.com', projectId: 'demo-masonry' },
};

function Where() {
  const { pathname } = useLocation();
  return <output data-testid="location">{pathname}</output>;
}

/**
 * Renders `element` at `path` with the runtime config and the page table of this repository's remotes, plus a probe
 * showing where navigation ended up.
 */
export function renderAt(path: string, routes: Record<string, ReactNode>) {
  return (
    <RuntimeConfigContext.Provider value={TEST_CONFIG}>
      <PageTableContext.Provider value={TEST_PAGE_TABLE}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            {Object.entries(routes).map(([routePath, element]) => (
              <Route key={routePath} path={routePath} element={element} />
            ))}
          </Routes>
          <Where />
        </MemoryRouter>
      </PageTableContext.Provider>
    </RuntimeConfigContext.Provider>
  );
}

/**
 * The root jest environment's matchMedia never matches; the admin sidebar's tests need a viewport, so this one
 * answers max-width/min-width queries from a width the test sets (the rest of the answer is the environment's).
 */
let viewportWidth = 1280;
export function setViewportWidth(width: number): void {
  viewportWidth = width;
}
const neverMatching = window.matchMedia.bind(window);
function matchesViewport(query: string): boolean {
  const max = /max-width:\s*([\d.]+)px/.exec(query);
  const min = /min-width:\s*([\d.]+)px/.exec(query);
  return (
    (!max || viewportWidth <= Number(max[1])) && (!min || viewportWidth >= Number(min[1])) && !!(max || min)
  );
}
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  configurable: true,
  value: (query: string): MediaQueryList => ({ ...neverMatching(query), matches: matchesViewport(query) }),
});
// getComputedStyle with pseudo-elements and ResizeObserver come from the root jest environment (jest.environment.cjs).
