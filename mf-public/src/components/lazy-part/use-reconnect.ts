import { useEffect } from 'react';
import { connectionStore } from 'web-kit';

/**
 * Calls onReconnect when the connection comes back: the shared connection store turning online, or the window's
 * 'online' event (a page without the shell's tracking still hears the browser). Both usually fire in the same event
 * dispatch, so React renders once for them.
 */
export function useReconnect(onReconnect: () => void): void {
  useEffect(() => {
    const unsubscribe = connectionStore.subscribe((state, previous) => {
      if (state.status === 'online' && previous.status !== 'online') onReconnect();
    });
    window.addEventListener('online', onReconnect);
    return () => {
      unsubscribe();
      window.removeEventListener('online', onReconnect);
    };
  }, [onReconnect]);
}
