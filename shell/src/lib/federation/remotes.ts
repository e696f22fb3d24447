import type { ComponentType } from 'react';
import { getInstance, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, remoteModuleId, type RemoteName, type RuntimeConfig } from 'shared-contracts';
import { forgetManifest } from './manifests';
import { pageAt, type PageTable } from './page-table';

/** `mf_public/Home` style id of an exposed page. */
export type RemoteModuleId = `${RemoteName}/${string}`;

export type RemotePageModule = { default: ComponentType };

/** The subset of the MF runtime the shell uses; an interface so tests can hand in a fake. */
export interface FederationHost {
  registerRemotes(remotes: { name: string; entry: string }[], options?: { force?: boolean }): void;
  registerPlugins(plugins: ModuleFederationRuntimePlugin[]): void;
  loadRemote<T>(id: string): Promise<T | null>;
}

let hostOverride: FederationHost | undefined;
const entries = new Map<RemoteName, string>();
const everLoaded = new Set<RemoteName>();
/** Loads under way or done, so the first view's early start and the page that renders share one load. */
const loads = new Map<RemoteModuleId, Promise<RemotePageModule>>();
/** Pages whose code has arrived: a revisit renders them at once, with no loading state in between. */
const loaded = new Map<RemoteModuleId, RemotePageModule>();

function host(): FederationHost {
  if (hostOverride) return hostOverride;
  const instance = getInstance();
  if (!instance) throw new Error('Module Federation runtime is not initialised');
  return instance as unknown as FederationHost;
}

/** Test seam: use a fake federation host (pass undefined to restore the real runtime). */
export function setFederationHost(fake: FederationHost | undefined): void {
  hostOverride = fake;
  entries.clear();
  everLoaded.clear();
  loads.clear();
  loaded.clear();
}

/** Registers every remote from the runtime config (manifest URLs) plus the shell's runtime plugins. */
export function registerRuntimeRemotes(
  remotes: RuntimeConfig['remotes'],
  plugins: ModuleFederationRuntimePlugin[] = [],
): void {
  for (const name of REMOTE_NAMES) entries.set(name, remotes[name]);
  host().registerPlugins(plugins);
  host().registerRemotes(REMOTE_NAMES.map((name) => ({ name, entry: remotes[name] })));
}

function remoteNameOf(id: RemoteModuleId): RemoteName {
  return id.slice(0, id.indexOf('/')) as RemoteName;
}

/**
 * Points `name` at another build (a deployment changed config.json): the runtime drops the loaded container and its
 * unused shared modules, and the next load of one of its pages fetches the new manifest.
 */
export function replaceRemote(name: RemoteName, entry: string): void {
  entries.set(name, entry);
  everLoaded.delete(name);
  for (const id of [...loads.keys(), ...loaded.keys()])
    if (remoteNameOf(id) === name) {
      loads.delete(id);
      loaded.delete(id);
    }
  host().registerRemotes([{ name, entry }], { force: true });
}

/** Loads `name` afresh from the same URL: its manifest is read again (a build deployed in place, or one that is gone). */
export function reloadRemote(name: RemoteName): void {
  const entry = entries.get(name);
  if (!entry) return;
  forgetManifest(entry);
  replaceRemote(name, entry);
}

let settling: Promise<unknown> = Promise.resolve();

/** Page loads wait for `refresh` (a re-read of config.json under way), so they use the deployment it finds. */
export function loadAfter(refresh: Promise<unknown>): void {
  settling = refresh.catch(() => undefined);
}

/**
 * Loads an exposed page. `fresh` (used by Retry) re-registers a remote that never loaded, so a manifest or
 * remoteEntry failure cached by the runtime is forgotten; a remote that did load keeps its container and shared
 * modules (re-registering it would tear down singletons in use).
 */
export function loadRemotePage(id: RemoteModuleId, fresh = false): Promise<RemotePageModule> {
  const underway = loads.get(id);
  if (underway && !fresh) return underway;
  const load = loadPage(id, fresh);
  loads.set(id, load);
  const forget = () => {
    if (loads.get(id) === load) loads.delete(id);
  };
  load.then((mod) => (isFallback(mod) ? forget() : loaded.set(id, mod)), forget);
  return load;
}

/** The page's module if its code has arrived already (a later visit, or the first view loaded it). */
export function loadedRemotePage(id: RemoteModuleId): RemotePageModule | undefined {
  return loaded.get(id);
}

/**
 * Starts loading the public page at `pathname`, if there is one, before React renders: the first view's page code
 * then downloads and evaluates while the shell renders its frame. Never an admin page: its code is for staff only and
 * loads once the session is confirmed (a signed-out visitor is sent to the sign-in page without it). Resolves when
 * the page's code has loaded or failed to.
 */
export function preloadPublicPageAt(pathname: string, table: PageTable): Promise<void> {
  const page = pageAt(table, pathname);
  // Settles either way: a page that failed to load shows its section's fallback once React renders.
  return page?.section === 'public'
    ? loadRemotePage(remoteModuleId(page.remote, page.expose)).then(
        () => undefined,
        () => undefined,
      )
    : Promise.resolve();
}

/** A stand-in module of the fallback plugin (remote down): never kept, so a later visit tries the remote again. */
const isFallback = (mod: RemotePageModule) =>
  Boolean((mod as { isRemoteFallback?: boolean }).isRemoteFallback);

async function loadPage(id: RemoteModuleId, fresh: boolean): Promise<RemotePageModule> {
  await settling;
  const name = remoteNameOf(id);
  const entry = entries.get(name);
  if (!entry) throw new Error(`Remote "${name}" is not registered (is it in /config.json?)`);
  if (fresh && !everLoaded.has(name)) host().registerRemotes([{ name, entry }], { force: true });
  const mod = await host().loadRemote<RemotePageModule>(id);
  if (!mod || !mod.default) throw new Error(`Remote module "${id}" has no default export`);
  if (!isFallback(mod)) everLoaded.add(name);
  return mod;
}
