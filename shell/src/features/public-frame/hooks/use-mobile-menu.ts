import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { MENU_MARKUP } from '../early-menu/early-menu';

/** Same breakpoint as the CSS (spec section 9: mobile below 768px). */
export const DESKTOP_QUERY = '(min-width: 768px)';

/**
 * State and focus handling of the slide-in side menu (spec section 4: open or closed). Opening moves focus into the
 * panel; Escape closes it and gives focus back to the toggle; choosing a link (any route change) closes it; growing
 * to desktop width closes it so the desktop menu never inherits an "open" state. Before the app ran, the first view's
 * early menu script (early-menu.ts) may have opened the panel: the app takes it over as it finds it.
 */
export function useMobileMenu() {
  const { pathname } = useLocation();
  // The menu remembers the path it was opened on: a chosen link navigates, and the menu is closed on the new path
  // without an effect (and without stealing focus from the page the visitor just opened).
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const open = openedAt === pathname;
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);

  const close = useCallback((returnFocus: boolean) => {
    setOpenedAt(null);
    if (returnFocus) toggleRef.current?.focus();
  }, []);
  const toggle = useCallback(() => setOpenedAt((at) => (at === pathname ? null : pathname)), [pathname]);

  const pathAtStart = useRef(pathname);
  useEffect(() => {
    const toggle = toggleRef.current;
    if (panelRef.current?.getAttribute('data-open') === 'true') setOpenedAt(pathAtStart.current);
    toggle?.setAttribute(MENU_MARKUP.appOwnedAttribute, '');
  }, []);

  useEffect(() => {
    if (!open) return;
    panelRef.current?.querySelector<HTMLElement>('a[href]')?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
    };
    document.addEventListener('keydown', onKeyDown);
    const desktop = typeof window.matchMedia === 'function' ? window.matchMedia(DESKTOP_QUERY) : undefined;
    const onResize = () => {
      if (desktop?.matches) close(false);
    };
    desktop?.addEventListener('change', onResize);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      desktop?.removeEventListener('change', onResize);
    };
  }, [open, close]);

  return { open, toggle, close, toggleRef, panelRef };
}
