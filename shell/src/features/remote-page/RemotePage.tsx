import { useCallback, useMemo, useState } from 'react';
import type { RemoteName } from 'shared-contracts';
import { refreshDeployment } from '../../lib/federation/deployment-refresh';
import { loadRemotePage, reloadRemote, type RemoteModuleId } from '../../lib/federation/remotes';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteRecoverContext, RemoteRetryContext } from './retry-context';
import { useRemotePage, type RemotePageState } from './use-remote-page';
import './remote-page.css';

interface Props {
  id: RemoteModuleId;
  /** Injected in tests; defaults to the MF runtime. */
  load?: typeof loadRemotePage;
}

/** The element around a remote's page, in the browser and in a server-rendered first paint alike. */
export const remotePageHostProps = (id: RemoteModuleId) => ({
  className: 'remote-page',
  'data-remote-id': id,
});

/** A route's page served by a remote: loaded on first visit, isolated by a fallback with Retry. */
export function RemotePage(props: Props) {
  // Keyed by id: moving to another remote page starts from a clean slate (no inherited error or attempt).
  return <RemotePageSection key={props.id} {...props} />;
}

function RemotePageSection({ id, load = loadRemotePage }: Props) {
  const [attempt, setAttempt] = useState(0);
  const page = useRemotePage(id, load, attempt);
  // Retry first reads config.json again: a deployment may have moved the remote meanwhile (rollback by config).
  const retry = useCallback(() => void refreshDeployment().finally(() => setAttempt((n) => n + 1)), []);
  const [autoRecovery, setAutoRecovery] = useState<'unused' | 'running' | 'used'>('unused');
  const start = useCallback(() => {
    setAutoRecovery('running');
    reloadRemote(id.slice(0, id.indexOf('/')) as RemoteName);
    void refreshDeployment().finally(() => {
      setAutoRecovery('used');
      setAttempt((n) => n + 1);
    });
  }, [id]);
  const recovery = useMemo(
    () => (autoRecovery === 'used' ? null : { start, running: autoRecovery === 'running' }),
    [autoRecovery, start],
  );
  return (
    <RemoteRetryContext.Provider value={retry}>
      <RemoteRecoverContext.Provider value={recovery}>
        <div {...remotePageHostProps(id)}>
          <RemoteErrorBoundary key={attempt} remoteId={id}>
            <RemotePageContent page={page} />
          </RemoteErrorBoundary>
        </div>
      </RemoteRecoverContext.Provider>
    </RemoteRetryContext.Provider>
  );
}

function RemotePageContent({ page }: { page: RemotePageState }) {
  // A failed load takes the same way out as a page that throws: the boundary's fallback with Retry.
  if (page.status === 'failed') throw page.error;
  if (page.status === 'loading') return <PageSpinner />;
  const { Page } = page;
  return <Page />;
}

/** A page whose code or declaration is on its way. */
export function PageSpinner() {
  return (
    <div className="page-spinner" role="status" aria-label="Loading page">
      <span className="page-spinner__circle" aria-hidden="true" />
    </div>
  );
}
