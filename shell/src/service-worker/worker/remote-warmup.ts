import { cachingRuleFor } from '../caching-rules';
import { currentContext } from './deployment';
import { parseRemoteManifest, remoteAssetUrls } from '../remote-assets';
import { STRATEGIES } from './strategies';

/**
 * Stores every file a public remote's pages need (from its manifest), so a page never opened online still renders
 * offline. Files already cached are skipped, so running this on each manifest seen costs nothing once warm; a new
 * deployment (a manifest listing new hashed names) gets its files cached on the first load that sees it.
 */
export async function warmRemote(manifestResponse: Response, manifestUrl: string, event: ExtendableEvent) {
  const manifest = parseRemoteManifest(await manifestResponse.text());
  if (!manifest) return;
  const files = remoteAssetUrls(manifest, manifestUrl);
  await Promise.allSettled(
    files.map(async (url) => {
      if (await caches.match(url)) return;
      const request = new Request(url, { mode: 'cors', credentials: 'omit' });
      const rule = cachingRuleFor(
        { url, method: 'GET', mode: 'cors', hasAuthorization: false },
        currentContext(),
      );
      await STRATEGIES[rule].handle({ event, request });
    }),
  );
}
