import { useRemoteRetry } from './retry-context';
import './remote-page.css';

interface Props {
  remoteId: string;
  error?: unknown;
}

/** What a section shows when its remote is unavailable or crashed; the rest of the site keeps working. */
export function RemoteFallback({ remoteId, error }: Props) {
  const retry = useRemoteRetry();
  return (
    <div className="remote-fallback" role="alert" data-remote-fallback={remoteId}>
      <h2>This section is temporarily unavailable</h2>
      <p>We could not load this part of the site. Please check your connection and try again.</p>
      {error instanceof Error && error.message ? (
        <details>
          <summary>Technical details</summary>
          <code>{error.message}</code>
        </details>
      ) : null}
      {retry ? (
        <button type="button" onClick={retry}>
          Retry
        </button>
      ) : null}
    </div>
  );
}
