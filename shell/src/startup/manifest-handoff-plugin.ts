import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { fetchManifest, isKeptManifest } from '../lib/federation/manifests';

/**
 * MF runtime plugin: a remote's manifest read takes the response the shell already has (the HTML's start-up script
 * asked for it, or the page table read the remote's declaration from it) instead of asking the network again.
 */
export function manifestHandoffPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shell-manifest-handoff',
    fetch(url) {
      return isKeptManifest(url) ? fetchManifest(url) : undefined;
    },
  };
}
