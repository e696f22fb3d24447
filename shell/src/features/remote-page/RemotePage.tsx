import { lazy, Suspense, useCallback, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { loadRemotePage, type RemoteModuleId } from '../../lib/federation/remotes';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteRetryContext } from './retry-context';
import './remote-page.css';

type Loader = typeof loadRemotePage;
type LazyPage = LazyExoticComponent<ComponentType>;

interface Props {
  id: RemoteModuleId;
  /** Injected in tests; defaults to the MF runtime. */
  load?: Loader;
}

/** A route's page served by a remote: lazy-loaded on first visit, isolated by a fallback with Retry. */
export function RemotePage(props: Props) {
  // Keyed by id: moving to another remote page starts from a clean slate (no inherited error or attempt).
  return <RemotePageSection key={props.id} {...props} />;
}

function RemotePageSection({ id, load = loadRemotePage }: Props) {
  const [attempt, setAttempt] = useState(0);
  // React.lazy remembers a rejection forever, so every Retry gets a brand-new lazy component.
  const [Page, setPage] = useState<LazyPage>(() => lazy(() => load(id, false)));
  const retry = useCallback(() => {
    setAttempt((n) => n + 1);
    setPage(() => lazy(() => load(id, true)));
  }, [id, load]);
  return (
    <RemoteRetryContext.Provider value={retry}>
      <div className="remote-page" data-remote-id={id}>
        <RemoteErrorBoundary key={attempt} remoteId={id}>
          <Suspense fallback={<PageSpinner />}>
            <Page />
          </Suspense>
        </RemoteErrorBoundary>
      </div>
    </RemoteRetryContext.Provider>
  );
}

function PageSpinner() {
  return (
    <div className="page-spinner" role="status" aria-label="Loading page">
      <span className="page-spinner__circle" aria-hidden="true" />
    </div>
  );
}
