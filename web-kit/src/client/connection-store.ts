import { createStore } from 'zustand/vanilla';

/** 'unknown' until the browser has told us (spec section 4); the badge stays hidden while unknown. */
export type ConnectionStatus = 'unknown' | 'online' | 'offline';

export interface ConnectionState {
  status: ConnectionStatus;
}

export const connectionStore = createStore<ConnectionState>(() => ({ status: 'unknown' }));

/** Follows navigator.onLine and the online/offline events. Returns the function that stops tracking. */
export function trackConnection(target: Window = window): () => void {
  const update = () => connectionStore.setState({ status: target.navigator.onLine ? 'online' : 'offline' });
  update();
  target.addEventListener('online', update);
  target.addEventListener('offline', update);
  return () => {
    target.removeEventListener('online', update);
    target.removeEventListener('offline', update);
  };
}

export const isOffline = (): boolean => connectionStore.getState().status === 'offline';
