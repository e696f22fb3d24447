import type { ReactNode } from 'react';
import { Toaster } from '../features/toaster/Toaster';

/**
 * What the app draws in #root around its routed screen: the screen, then the one toast outlet for public and admin
 * routes alike (remotes call toast() from web-kit). A server's first view is drawn in it too, so the browser's first
 * render matches that markup and hydrates it.
 */
export function AppBody({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <Toaster />
    </>
  );
}
