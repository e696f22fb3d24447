import { REMOTE_SECTIONS, type PageSection } from 'shared-contracts';
import { AdminNotFoundPage } from '../features/admin-layout/components/AdminNotFoundPage';
import { useDeploymentTable } from '../lib/federation/deployment';
import { refreshDeployment } from '../lib/federation/deployment-refresh';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { RemoteFallback } from '../features/remote-page/RemoteFallback';
import { RemoteRetryContext } from '../features/remote-page/retry-context';

const retry = () => void refreshDeployment();

/**
 * A path no remote declares. While a remote of its section cannot have its declaration read and none is known (not
 * even the first view's), the path may be one of its pages: that remote's section fallback, with Retry, rather than
 * "page not found". The back office's own not-found page for /admin paths (issue 46), the public one elsewhere.
 */
export function UnknownPage({ section = 'public' }: { section?: PageSection }) {
  const { unavailable, pages } = useDeploymentTable();
  const unknown = unavailable.filter(
    (remote) => REMOTE_SECTIONS[remote] === section && !pages.some((page) => page.remote === remote),
  );
  if (unknown.length === 0) return section === 'admin' ? <AdminNotFoundPage /> : <NotFoundPage />;
  return (
    <RemoteRetryContext.Provider value={retry}>
      <RemoteFallback remoteId={unknown.join(' ')} />
    </RemoteRetryContext.Provider>
  );
}
