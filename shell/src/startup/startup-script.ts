/**
 * The inline script at the top of the shell's HTML (issue 12, fast first paint). Without it a public page is a chain:
 * HTML -> main.js (the largest file) -> /config.json -> the remote's mf-manifest.json -> remoteEntry.js -> page
 * chunks. It asks for the config and the current route's remote manifest at once, then has the browser preload
 * remoteEntry.js and the route's chunks (the manifest lists them per expose), all while main.js is still downloading.
 * The shell then takes the config and manifest responses it left (`startup-fetches.ts`) instead of asking again.
 *
 * Everything comes from the runtime config in the browser, never from the build, so pointing the config at another
 * remote still needs no rebuild. Any failure here is silent: the shell's own start-up reports problems.
 */
import { REMOTE_PAGES, type RemoteName } from 'shared-contracts';
import { STARTUP_GLOBAL, type StartupFetches } from './startup-fetches';

type RouteExposes = Record<string, { remote: RemoteName; expose: string }>;

/** The code of the script; `routes` maps each public path to the remote page it shows. */
function startup(globalName: string, routes: RouteExposes): void {
  const fetches: StartupFetches = { manifests: {} };
  (window as unknown as Record<string, StartupFetches>)[globalName] = fetches;
  const config = fetch('/config.json');
  fetches.config = config;
  const page = routes[location.pathname.replace(/\/+$/, '') || '/'];
  if (!page) return;
  const hint = (href: string, as: 'script' | 'style') => {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = as;
    link.href = href;
    document.head.appendChild(link);
  };
  config
    .then((response) => response.clone().json())
    .then((runtimeConfig: { remotes: Record<string, string> }) => {
      const manifestUrl = runtimeConfig.remotes[page.remote];
      if (!manifestUrl) return;
      const manifest = fetch(manifestUrl, {});
      fetches.manifests![manifestUrl] = manifest;
      return manifest
        .then((response) => response.clone().json())
        .then((json: StartupManifest) => {
          const entry = json.metaData.remoteEntry;
          hint(new URL(entry.path + entry.name, manifestUrl).href, 'script');
          const expose = json.exposes.find((candidate) => candidate.path === page.expose);
          for (const file of expose ? expose.assets.js.sync : []) hint(new URL(file, manifestUrl).href, 'script');
          for (const file of expose ? expose.assets.css.sync : []) hint(new URL(file, manifestUrl).href, 'style');
        });
    })
    .catch(() => undefined);
}

/** The parts of an mf-manifest.json the script reads. */
interface StartupManifest {
  metaData: { remoteEntry: { name: string; path: string } };
  exposes: { path: string; assets: { js: { sync: string[] }; css: { sync: string[] } } }[];
}

/** The public routes and the remote page each shows, from the route table. */
export function publicRouteExposes(): RouteExposes {
  return Object.fromEntries(
    REMOTE_PAGES.filter((page) => page.section === 'public').map((page) => [
      page.path,
      { remote: page.remote, expose: `./${page.expose}` },
    ]),
  );
}

/** The inline script, as the build writes it into index.html. */
export function startupScript(routes: RouteExposes = publicRouteExposes()): string {
  return `(${startup.toString()})(${JSON.stringify(STARTUP_GLOBAL)},${JSON.stringify(routes).replace(/</g, '\\u003c')});`;
}
