/**
 * The inline script at the top of the shell's HTML (issue 12, fast first paint). Without it a public page is a chain:
 * HTML -> main.js (the largest file) -> /config.json -> the remote's mf-manifest.json -> remoteEntry.js -> page
 * chunks. It asks for the config and the current route's remote manifest at once, then has the browser preload
 * remoteEntry.js and the route's chunks (the manifest lists them per expose), all while main.js is still downloading.
 * The shell then takes the config and manifest responses it left (`startup-fetches.ts`) instead of asking again.
 *
 * Everything comes from the runtime config in the browser, never from the build, so pointing the config at another
 * remote still needs no rebuild. Any failure here is silent: the shell's own start-up reports problems.
 *
 * In production builds it also registers the offline service worker, at the page's load event: as early as that can
 * be without its precache downloads competing with the first view, and without waiting for the app to start (issue
 * 28: a visitor who loses the connection in the first seconds).
 */
import { remotesOfSection } from 'shared-contracts';
import { SERVICE_WORKER_URL } from '../lib/register-service-worker';
import { STARTUP_GLOBAL, type StartupFetches } from './startup-fetches';

/**
 * The code of the script; `publicRemotes` are the remotes that serve the public section; `serviceWorkerUrl` the
 * offline worker to register (production builds only).
 */
function startup(globalName: string, publicRemotes: string[], serviceWorkerUrl: string | null): void {
  const workers = navigator.serviceWorker;
  if (serviceWorkerUrl && workers) {
    const register = () =>
      void workers.register(serviceWorkerUrl, { scope: '/' }).catch((error: unknown) => {
        console.warn('[shell] offline support unavailable', error);
      });
    if (document.readyState === 'complete') register();
    else addEventListener('load', register, { once: true });
  }
  const fetches: StartupFetches = { manifests: {} };
  (window as unknown as Record<string, StartupFetches>)[globalName] = fetches;
  const config = fetch('/config.json');
  fetches.config = config;
  const path = location.pathname.replace(/\/+$/, '') || '/';
  // The back office's code and declarations are for staff only: the shell reads them once the session is confirmed.
  if (path === '/admin' || path.startsWith('/admin/')) return;
  const hint = (rel: 'preload' | 'prefetch', href: string, as: 'script' | 'style') => {
    // The shell's server announces the other pages' files with the HTML (issue 44): each is fetched once.
    for (const announced of document.head.querySelectorAll('link')) if (announced.href === href) return;
    const link = document.createElement('link');
    link.rel = rel;
    link.as = as;
    link.href = href;
    // As the script that uses it will ask (shell/src/lib/federation/cors-scripts-plugin.ts): a preload in another
    // mode would be fetched for nothing.
    if (as === 'script' && link.href.indexOf(location.origin + '/') !== 0) link.crossOrigin = 'anonymous';
    document.head.appendChild(link);
  };
  // The public remotes' manifests: the shell reads the pages they declare before its first render. The page whose
  // declaration has this path gets its entry and chunks preloaded; the other public pages' chunks are prefetched (the
  // browser fetches them when idle), so a visitor who loses the connection in the first seconds still opens them. The
  // shell's server already announces those with the HTML when it serves it (shell-server/src/offline-prefetch.ts); this
  // is for an HTML that comes without them (the worker's copy, a dev server).
  const hintPagesOf = (manifestUrl: string, json: StartupManifest) => {
    for (const page of json.metaData.declaration?.pages ?? []) {
      if (page.section !== 'public') continue;
      const rel = page.path === path ? 'preload' : 'prefetch';
      const entry = json.metaData.remoteEntry;
      if (rel === 'preload') hint(rel, new URL(entry.path + entry.name, manifestUrl).href, 'script');
      const expose = json.exposes.find((candidate) => candidate.path === `./${page.expose}`);
      for (const file of expose ? expose.assets.js.sync : [])
        hint(rel, new URL(file, manifestUrl).href, 'script');
      for (const file of expose ? expose.assets.css.sync : [])
        hint(rel, new URL(file, manifestUrl).href, 'style');
    }
  };
  config
    .then((response) => response.clone().json())
    .then((runtimeConfig: { remotes: Record<string, string> }) => {
      for (const name of publicRemotes) {
        const manifestUrl = runtimeConfig.remotes[name];
        if (!manifestUrl) continue;
        const manifest = fetch(manifestUrl, {});
        fetches.manifests![manifestUrl] = manifest;
        manifest
          .then((response) => response.clone().json())
          .then((json: StartupManifest) => hintPagesOf(manifestUrl, json))
          .catch(() => undefined);
      }
    })
    .catch(() => undefined);
}

/** The parts of an mf-manifest.json the script reads. */
interface StartupManifest {
  metaData: {
    remoteEntry: { name: string; path: string };
    declaration?: { pages?: { path: string; expose: string; section: string }[] };
  };
  exposes: { path: string; assets: { js: { sync: string[] }; css: { sync: string[] } } }[];
}

/** The inline script, as the build writes it into index.html (`serviceWorker`: production builds). */
export function startupScript({ serviceWorker }: { serviceWorker: boolean }): string {
  const args = [STARTUP_GLOBAL, remotesOfSection('public'), serviceWorker ? SERVICE_WORKER_URL : null];
  return `(${startup.toString()})(${args.map((arg) => JSON.stringify(arg)).join(',')});`;
}
