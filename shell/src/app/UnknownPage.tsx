import { useDeploymentTable } from '../lib/federation/deployment';
import { refreshDeployment } from '../lib/federation/deployment-refresh';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { RemoteFallback } from '../features/remote-page/RemoteFallback';
import { RemoteRetryContext } from '../features/remote-page/retry-context';

const retry = () => void refreshDeployment();

/**
 * A path no remote declares. While a remote's declaration cannot be read and none is known (not even the first
 * view's), the path may be one of its pages: that remote's section fallback, with Retry, rather than "page not found".
 */
export function UnknownPage() {
  const { unavailable, pages } = useDeploymentTable();
  const unknown = unavailable.filter((remote) => !pages.some((page) => page.remote === remote));
  if (unknown.length === 0) return <NotFoundPage />;
  return (
    <RemoteRetryContext.Provider value={retry}>
      <RemoteFallback remoteId={unknown.join(' ')} />
    </RemoteRetryContext.Provider>
  );
}
