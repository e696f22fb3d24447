import { createContext, useContext } from 'react';

/** Retry of the nearest RemotePage: remounts it with a brand-new lazy component (React.lazy caches failures). */
export const RemoteRetryContext = createContext<(() => void) | null>(null);

export function useRemoteRetry(): (() => void) | null {
  return useContext(RemoteRetryContext);
}
