import type { ReactNode } from 'react';
import './public-page.css';

/** Root of every mf-public page: its base typography (the design tokens come from the host, web-kit/tokens.css). */
export function PublicPage({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={['mfp-page', className].filter(Boolean).join(' ')}>{children}</div>;
}
