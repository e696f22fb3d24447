import { useCallback, useState } from 'react';
import { LIMITS } from 'shared-contracts';
import { useMediaQuery } from 'web-kit';

/** Below the spec's 768px breakpoint the sidebar starts hidden and overlays the page when opened. */
export const MOBILE_QUERY = `(max-width: ${LIMITS.layout.mobileBreakpointPx - 0.02}px)`;

export interface SidebarState {
  isMobile: boolean;
  collapsed: boolean;
  toggle: () => void;
  /** After choosing a page on a phone the menu gets out of the way. */
  closeOnMobile: () => void;
}

export function useSidebar(): SidebarState {
  const isMobile = useMediaQuery(MOBILE_QUERY);
  const [collapsed, setCollapsed] = useState(isMobile);
  const [seenIsMobile, setSeenIsMobile] = useState(isMobile);
  // Crossing the breakpoint (rotating a tablet, resizing) resets to that width's default (adjusted while rendering,
  // React's recommended alternative to an effect).
  if (seenIsMobile !== isMobile) {
    setSeenIsMobile(isMobile);
    setCollapsed(isMobile);
  }
  const toggle = useCallback(() => setCollapsed((value) => !value), []);
  const closeOnMobile = useCallback(() => {
    if (isMobile) setCollapsed(true);
  }, [isMobile]);
  return { isMobile, collapsed, toggle, closeOnMobile };
}
