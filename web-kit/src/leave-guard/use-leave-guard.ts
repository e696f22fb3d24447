import { useEffect } from 'react';
import { addLeaveGuard, hasUnsavedChanges } from './registry.js';

/**
 * Guards an editor while `unsaved` is true:
 * - in-app navigation (sidebar, links, back and forward) asks first: the shell's router reads the registry;
 * - closing or reloading the tab makes the browser ask its own "Leave site?" question (beforeunload). Browsers show
 *   their own text there and only after the person has interacted with the page, which an edit always is.
 * Remotes call this hook; they never import React Router (the shell owns it).
 */
export function useLeaveGuard(unsaved: boolean): void {
  useEffect(() => {
    if (!unsaved) return;
    const removeGuard = addLeaveGuard();
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!hasUnsavedChanges()) return;
      event.preventDefault();
      // Older Chromium and Safari ask only when returnValue is set as well.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      removeGuard();
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [unsaved]);
}
