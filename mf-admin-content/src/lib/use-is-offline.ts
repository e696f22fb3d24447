import { useStore } from 'zustand';
import { connectionStore } from 'web-kit';

/** True only when the browser has said it is offline; 'unknown' counts as online so saving is not blocked at start. */
export function useIsOffline(): boolean {
  return useStore(connectionStore, (state) => state.status === 'offline');
}
