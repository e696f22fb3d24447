import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RemoteFallback } from './RemoteFallback';

/**
 * MF runtime plugin: when a remote cannot be loaded (server down, manifest 404, chunk 404) `loadRemote` resolves
 * to a module whose page is the fallback (with Retry) instead of rejecting, so only that section degrades.
 * Manifest/entry errors surface first at 'afterResolve'; returning nothing there lets them reach 'onLoad', the one
 * place we answer. Registered after the async boundary, so importing React here is safe.
 */
export function remoteFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shell-remote-fallback',
    errorLoadRemote({ id, error, lifecycle }) {
      if (lifecycle !== 'onLoad') return undefined;
      console.error(`[shell] remote module "${id}" failed to load`, error);
      const FallbackPage = () => <RemoteFallback remoteId={id} error={error} />;
      return { __esModule: true, isRemoteFallback: true, default: FallbackPage };
    },
  };
}
