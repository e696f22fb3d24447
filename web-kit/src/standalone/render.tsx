import { lazy, StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import type { RemoteSource } from 'shared-contracts';
import { StandaloneApp, type StandaloneAppProps } from './StandaloneApp.js';

export interface RemoteStandaloneOptions extends Omit<StandaloneAppProps, 'pages'> {
  /** The remote's declaration (its src/app/pages.ts): the app mounts each page on the path the shell mounts it at. */
  remote: RemoteSource;
  /** Loads a page by its expose name: the remote's `src/app/pages/<expose>Page.tsx`. */
  loadPage: (expose: string) => Promise<{ default: ComponentType }>;
}

/** Mounts the standalone harness in #root (the page rspack.base.ts generates for every package). */
export function renderStandalone({ remote, loadPage, ...props }: RemoteStandaloneOptions): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root element missing from the page');
  const pages = remote.pages.map(({ path, label, expose }) => ({
    path,
    label,
    Page: lazy(() => loadPage(expose)),
  }));
  createRoot(container).render(
    <StrictMode>
      <StandaloneApp {...props} pages={pages} />
    </StrictMode>,
  );
}
