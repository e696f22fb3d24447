import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { configureApiClient, trackConnection } from 'web-kit';
import { App } from './app/App';
import { firstViewDeclarations, firstViewState } from './features/first-view/first-view';
import { startVisitorTelemetry } from './lib/visitor-telemetry/capture';
import { remoteFallbackPlugin } from './features/remote-page/fallback-plugin';
import { browserRemotes, readCanaryOptIn } from './lib/federation/browser-remotes';
import { corsScriptsPlugin } from './lib/federation/cors-scripts-plugin';
import { startDeployment } from './lib/federation/deployment';
import { preloadPublicPageAt, registerRuntimeRemotes } from './lib/federation/remotes';
import { removeServiceWorkerOutsideProduction } from './lib/register-service-worker';
import { loadRuntimeConfig } from './lib/runtime-config';
import { mainThreadBreaksPlugin } from './startup/main-thread-breaks-plugin';
import { manifestHandoffPlugin } from './startup/manifest-handoff-plugin';

const container = document.getElementById('root');
if (!container) throw new Error('#root element missing from index.html');

// Connection state (spec section 4) from the browser, before any page asks for content: offline pages show the banner.
trackConnection();
// Offline support is registered by the HTML's start-up script in production; a dev page must not keep its worker.
removeServiceWorkerOutsideProduction();

// The reads of the first view the server drew into #root (public routes), if it drew one.
const firstView = firstViewState();

// Start-up: runtime config first (where remotes and API live), then register remotes; nothing is fetched
// from a remote until its route is visited (shareStrategy 'loaded-first').
loadRuntimeConfig()
  .then(async (config) => {
    configureApiClient({ baseUrl: config.apiBaseUrl });
    startVisitorTelemetry(config);
    // The version of each remote this browser loads: the stable one, or a canary's for the browsers in its share.
    readCanaryOptIn();
    const remotes = browserRemotes(config);
    registerRuntimeRemotes(remotes, [
      manifestHandoffPlugin(),
      corsScriptsPlugin(),
      mainThreadBreaksPlugin(),
      remoteFallbackPlugin(),
    ]);
    // The pages the configured remotes declare (their manifests, asked for by the HTML's start-up script already).
    const table = await startDeployment(remotes, firstViewDeclarations());
    // A public page's code starts loading before React renders: beside the frame's first render, or, over a first
    // view, before the hydration that needs it.
    const pageCode = preloadPublicPageAt(location.pathname, table);
    const app = (
      <StrictMode>
        <App config={config} initialReads={firstView} />
      </StrictMode>
    );
    // In a transition, React renders in slices of a few milliseconds instead of one long task: a phone's main thread
    // stays responsive while the page builds (Lighthouse's Total Blocking Time).
    if (firstView) {
      // With the page's code and reads at hand, React's first render draws the server's markup again, so it hydrates
      // it: the elements stay and React only attaches to them, where redrawing the page was one long commit. A
      // difference is a recoverable error, reported, and React redraws the page as it would without a first view.
      await pageCode;
      startTransition(() => void hydrateRoot(container, app));
      return;
    }
    const root = createRoot(container);
    startTransition(() => root.render(app));
  })
  .catch((error: unknown) => {
    console.error('[shell] start-up failed', error);
    createRoot(container).render(
      <div role="alert" style={{ padding: '3rem 1.5rem', textAlign: 'center' }}>
        <h1>The site is temporarily unavailable</h1>
        <p>Please try again in a few minutes.</p>
      </div>,
    );
  });
