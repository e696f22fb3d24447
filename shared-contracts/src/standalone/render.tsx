import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { StandaloneApp, type StandaloneAppProps } from './StandaloneApp.js';

/** Mounts the standalone harness in #root (the page rspack.base.ts generates for every package). */
export function renderStandalone(props: StandaloneAppProps): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root element missing from the page');
  createRoot(container).render(
    <StrictMode>
      <StandaloneApp {...props} />
    </StrictMode>,
  );
}
