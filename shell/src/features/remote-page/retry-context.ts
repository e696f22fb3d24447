import { createContext, useContext } from 'react';

/** Retry of the nearest RemotePage: reads the deployment again, then loads the page afresh. */
export const RemoteRetryContext = createContext<(() => void) | null>(null);

export function useRemoteRetry(): (() => void) | null {
  return useContext(RemoteRetryContext);
}

/**
 * The nearest RemotePage's one automatic recovery: a section that fails loads its remote once more from the current
 * config.json (a rollback, or a build deployed in place whose old chunks are gone) before it asks for Retry. Null
 * once it has been tried.
 */
export interface AutoRecovery {
  start: () => void;
  running: boolean;
}

export const RemoteRecoverContext = createContext<AutoRecovery | null>(null);

export function useRemoteRecover(): AutoRecovery | null {
  return useContext(RemoteRecoverContext);
}
