import { useEffect, useRef } from 'react';

/**
 * Focus for a drawer over the page (the admin sidebar on a phone, issue 33): opening it moves focus to its first link
 * or button, Escape closes it, and closing it returns focus to the button that toggles it, unless the user already
 * moved on elsewhere. While it is closed the caller makes it `inert`, so nothing in it takes focus.
 */
export function useDrawerFocus(open: boolean, close: () => void) {
  const drawerRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(open);

  useEffect(() => {
    if (open === wasOpen.current) return;
    wasOpen.current = open;
    if (open) {
      drawerRef.current?.querySelector<HTMLElement>('a[href], button:not(:disabled)')?.focus();
      return;
    }
    // Focus on something inside the now inert drawer, or nowhere (the backdrop was clicked), would be lost.
    const active = document.activeElement;
    if (!active || active === document.body || drawerRef.current?.contains(active))
      toggleRef.current?.focus();
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, close]);

  return { drawerRef, toggleRef };
}
