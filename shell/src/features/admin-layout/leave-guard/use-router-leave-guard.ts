import { useCallback, useContext, useEffect, useRef } from 'react';
import { UNSAFE_NavigationContext, useLocation, type To } from 'react-router-dom';
import { hasUnsavedChanges } from 'web-kit/leave-guard';
import { historyNavigation, type TraverseEvent } from './history-traversal';
import { interceptNavigator } from './intercept-navigator';

/** Shows the "Leave this page?" question; true = leave, false = stay. */
export type AskToLeave = () => Promise<boolean>;

/** Navigation within the same page (a query string, a hash) keeps the editor mounted: nothing to ask. */
function staysOnPage(to: To): boolean {
  const pathname = typeof to === 'string' ? new URL(to, window.location.href).pathname : to.pathname;
  return pathname === undefined || pathname === window.location.pathname;
}

/**
 * The router side of the unsaved-changes guard (web-kit/leave-guard holds which editors are unsaved). While the admin
 * frame is mounted, every way of leaving a page through the router asks first:
 * - push and replace (sidebar links, links in remote pages through web-kit's navigateTo, the frame's own navigate)
 *   go through the router's navigator, intercepted while the frame is shown (see interceptNavigator for why);
 * - back and forward: the Navigation API's navigate event comes before the router hears of the move; the move is
 *   cancelled, and made again if the person chooses to leave (see history-traversal.ts for why not popstate).
 *   Browsers without the API leave Back and Forward unguarded; closing or reloading still asks (beforeunload).
 * Returns confirmLeaving for actions that leave by other means (Logout signs out first).
 */
export function useRouterLeaveGuard(ask: AskToLeave): { confirmLeaving: () => Promise<boolean> } {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const location = useLocation();
  const state = useRef({
    /** The person chose to leave: the navigation that follows, and redirects it causes, go through. */
    leaving: false,
    asking: false,
  });

  useEffect(() => {
    state.current.leaving = false;
  }, [location]);

  const confirmLeaving = useCallback(async () => {
    const now = state.current;
    if (now.leaving || !hasUnsavedChanges()) return true;
    // A second click while the question is open is dropped: the open question decides.
    if (now.asking) return false;
    now.asking = true;
    try {
      now.leaving = await ask();
      return now.leaving;
    } finally {
      now.asking = false;
    }
  }, [ask]);

  useEffect(() => {
    const restoreNavigator = interceptNavigator(navigator, (to, go) => {
      if (state.current.leaving || !hasUnsavedChanges() || staysOnPage(to)) return go();
      void confirmLeaving().then((leave) => {
        if (leave) go();
      });
    });

    const navigation = historyNavigation();
    const onNavigate = (event: Event) => {
      const { navigationType, destination, cancelable } = event as TraverseEvent;
      if (navigationType !== 'traverse' || !cancelable || state.current.leaving || !hasUnsavedChanges()) return;
      if (new URL(destination.url).pathname === window.location.pathname) return;
      event.preventDefault();
      // After Leave, `leaving` lets the same move through.
      void confirmLeaving().then((leave) => {
        if (leave) navigation?.traverseTo(destination.key);
      });
    };
    navigation?.addEventListener('navigate', onNavigate);

    return () => {
      restoreNavigator();
      navigation?.removeEventListener('navigate', onNavigate);
    };
  }, [navigator, confirmLeaving]);

  return { confirmLeaving };
}
