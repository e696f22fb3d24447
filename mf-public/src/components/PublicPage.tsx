import type { ReactNode } from 'react';
import './public-page.css';

/** Root of every mf-public page: the design tokens and base typography live on this wrapper, not on :root. */
export function PublicPage({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={['mfp-page', className].filter(Boolean).join(' ')}>{children}</div>;
}
