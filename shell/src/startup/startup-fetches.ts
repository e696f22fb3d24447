/**
 * The requests the HTML's start-up script (startup-script.ts) already made, for the shell to take instead of asking
 * again. Each is handed out once: a later read (a Retry, another page) goes to the network as usual.
 */

/** Where the HTML's script leaves its requests (a global: the two run in different scripts). */
export const STARTUP_GLOBAL = '__shellStartup';

export interface StartupFetches {
  config?: Promise<Response>;
  manifests?: Record<string, Promise<Response>>;
}

function startupFetches(): StartupFetches | undefined {
  return (window as unknown as Record<string, StartupFetches | undefined>)[STARTUP_GLOBAL];
}

/** The /config.json response the HTML asked for, if it did and nobody took it yet. */
export function takeStartupConfig(): Promise<Response> | undefined {
  const fetches = startupFetches();
  const config = fetches?.config;
  if (fetches) delete fetches.config;
  return config;
}

/** The response for a remote's manifest URL the HTML asked for, if any and not taken yet. */
export function takeStartupManifest(url: string): Promise<Response> | undefined {
  const manifests = startupFetches()?.manifests;
  const manifest = manifests?.[url];
  if (manifests) delete manifests[url];
  return manifest;
}
