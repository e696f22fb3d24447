import { useEffect } from 'react';
import { useRemoteRecover, useRemoteRetry } from './retry-context';
import './remote-page.css';

interface Props {
  remoteId: string;
  error?: unknown;
}

/**
 * The Module Federation runtime's refusal of a strict shared library out of the remote's range (rspack.base.ts:
 * sharedFor): "Version 1.1.0 from shell of shared singleton module web-kit does not satisfy the requirement of
 * mf_admin_inquiries which needs ^1.2.0". Retrying cannot help: the section needs a newer shell.
 */
export const isIncompatibleRemote = (error: unknown) =>
  error instanceof Error && error.message.includes('does not satisfy the requirement');

/**
 * What a section shows when its remote is unavailable or crashed; the rest of the site keeps working. It first has
 * its RemotePage try once more on its own (the remote loaded again from the current config.json), then offers Retry.
 */
export function RemoteFallback({ remoteId, error }: Props) {
  const retry = useRemoteRetry();
  const incompatible = isIncompatibleRemote(error);
  const recoveryContext = useRemoteRecover();
  const recovery = incompatible ? null : recoveryContext;
  useEffect(() => {
    if (recovery && !recovery.running) recovery.start();
  }, [recovery]);
  return (
    <div className="remote-fallback" role="alert" data-remote-fallback={remoteId}>
      <h2>This section is temporarily unavailable</h2>
      {incompatible ? (
        <p>This part of the site needs a newer version of the site. Please try again later.</p>
      ) : (
        <p>We could not load this part of the site. Please check your connection and try again.</p>
      )}
      {error instanceof Error && error.message ? (
        <details open={incompatible}>
          <summary>Technical details</summary>
          <code>{error.message}</code>
        </details>
      ) : null}
      {recovery ? (
        <p role="status">Trying again…</p>
      ) : retry ? (
        <button type="button" onClick={retry}>
          Retry
        </button>
      ) : null}
    </div>
  );
}
