import { useCallback, useContext, useEffect, useRef } from 'react';
import { UNSAFE_NavigationContext, useLocation, type To } from 'react-router-dom';
import { hasUnsavedChanges } from 'web-kit/leave-guard';
import { interceptNavigator } from './intercept-navigator';

/** Shows the "Leave this page?" question; true = leave, false = stay. */
export type AskToLeave = () => Promise<boolean>;

/** React Router keeps the position in the browser's history stack in history.state.idx. */
function historyIndex(state: unknown): number | undefined {
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : undefined;
}

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
 * - back and forward: a capture-phase popstate listener runs before the router's own listener and hides the event
 *   from it, puts the previous entry back, asks, and replays the move if the person chooses to leave.
 * Returns confirmLeaving for actions that leave by other means (Logout signs out first).
 */
export function useRouterLeaveGuard(ask: AskToLeave): { confirmLeaving: () => Promise<boolean> } {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const location = useLocation();
  const state = useRef({
    /** The person chose to leave: the navigation that follows, and redirects it causes, go through. */
    leaving: false,
    asking: false,
    /** Where the router is in the history stack, to undo a back or forward move. */
    shownIndex: undefined as number | undefined,
  });

  useEffect(() => {
    state.current.leaving = false;
    state.current.shownIndex = historyIndex(window.history.state);
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

    const popping = { undoing: false, replaying: false };
    const onPopState = (event: PopStateEvent) => {
      if (popping.undoing) {
        // Our own step back to the page still shown: the router never saw the move, so it must not see this one.
        popping.undoing = false;
        event.stopImmediatePropagation();
        return;
      }
      if (popping.replaying) {
        popping.replaying = false;
        return;
      }
      const from = state.current.shownIndex;
      const to = historyIndex(event.state);
      if (state.current.leaving || !hasUnsavedChanges() || from === undefined || to === undefined || from === to)
        return;
      event.stopImmediatePropagation();
      popping.undoing = true;
      window.history.go(from - to);
      void confirmLeaving().then((leave) => {
        if (!leave) return;
        popping.replaying = true;
        window.history.go(to - from);
      });
    };
    window.addEventListener('popstate', onPopState, { capture: true });

    return () => {
      restoreNavigator();
      window.removeEventListener('popstate', onPopState, { capture: true });
    };
  }, [navigator, confirmLeaving]);

  return { confirmLeaving };
}
