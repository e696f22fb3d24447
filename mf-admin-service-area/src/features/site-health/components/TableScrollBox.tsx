import type { ReactNode } from 'react';

/**
 * A table wider than a phone scrolls sideways in this box, never the page. Its cells hold nothing focusable, so the
 * box itself takes the keyboard focus (named by the section's heading), or a keyboard could never scroll it
 * (WCAG 2.1.1; axe's scrollable-region-focusable).
 */
export function TableScrollBox({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  return (
    <div role="group" aria-labelledby={labelledBy} tabIndex={0} style={{ overflowX: 'auto' }}>
      {children}
    </div>
  );
}
