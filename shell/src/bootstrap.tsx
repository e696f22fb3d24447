import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureApiClient, trackConnection } from 'shared-contracts/client';
import { App } from './app/App';
import { remoteFallbackPlugin } from './lib/federation/fallback-plugin';
import { registerRuntimeRemotes } from './lib/federation/remotes';
import { loadRuntimeConfig } from './lib/runtime-config';

const container = document.getElementById('root');
if (!container) throw new Error('#root element missing from index.html');
const root = createRoot(container);

// Connection state (spec section 4) from the browser, before any page asks for content: offline pages skip the fetch.
trackConnection();

// Start-up: runtime config first (where remotes and API live), then register remotes; nothing is fetched
// from a remote until its route is visited (shareStrategy 'loaded-first').
loadRuntimeConfig()
  .then((config) => {
    configureApiClient({ baseUrl: config.apiBaseUrl });
    registerRuntimeRemotes(config.remotes, [remoteFallbackPlugin()]);
    root.render(
      <StrictMode>
        <App config={config} />
      </StrictMode>,
    );
  })
  .catch((error: unknown) => {
    console.error('[shell] start-up failed', error);
    root.render(
      <div role="alert" style={{ padding: '3rem 1.5rem', textAlign: 'center' }}>
        <h1>The site is temporarily unavailable</h1>
        <p>Please try again in a few minutes.</p>
      </div>,
    );
  });
