import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { takeStartupManifest } from './startup-fetches';

/** MF runtime plugin: a remote's first manifest read takes the response the HTML's start-up script already asked for. */
export function manifestHandoffPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shell-manifest-handoff',
    fetch(url) {
      return takeStartupManifest(url)?.then((response) => response.clone());
    },
  };
}
