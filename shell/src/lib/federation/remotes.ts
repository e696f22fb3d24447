import type { ComponentType } from 'react';
import { getInstance, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, type RemoteName, type RuntimeConfig } from 'shared-contracts';

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
 * Loads an exposed page. `fresh` (used by Retry) re-registers a remote that never loaded, so a manifest or
 * remoteEntry failure cached by the runtime is forgotten; a remote that did load keeps its container and shared
 * modules (re-registering it would tear down singletons in use).
 */
export async function loadRemotePage(id: RemoteModuleId, fresh = false): Promise<RemotePageModule> {
  const name = remoteNameOf(id);
  const entry = entries.get(name);
  if (!entry) throw new Error(`Remote "${name}" is not registered (is it in /config.json?)`);
  if (fresh && !everLoaded.has(name)) host().registerRemotes([{ name, entry }], { force: true });
  const mod = await host().loadRemote<RemotePageModule>(id);
  if (!mod || !mod.default) throw new Error(`Remote module "${id}" has no default export`);
  if (!(mod as { isRemoteFallback?: boolean }).isRemoteFallback) everLoaded.add(name);
  return mod;
}
