import { createInstance } from '@module-federation/enhanced/runtime';
import { corsScriptsPlugin, loadsWithCors } from './cors-scripts-plugin';

const REMOTE = 'http://127.0.0.1:3003';

/** The next <script> the page gains. */
function nextScript(): Promise<HTMLScriptElement> {
  return new Promise((resolve) => {
    const observer = new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof HTMLScriptElement) {
            observer.disconnect();
            resolve(node);
          }
    });
    observer.observe(document, { childList: true, subtree: true });
  });
}

it("has the MF runtime load a remote's remoteEntry.js as a CORS script (its errors then keep their message)", async () => {
  const federation = createInstance({
    name: 'shell_cors_test',
    remotes: [{ name: 'mf_admin_content', entry: `${REMOTE}/remoteEntry.js` }],
    plugins: [corsScriptsPlugin()],
  });
  const added = nextScript();
  const load = federation.loadRemote('mf_admin_content/Content').catch((error: unknown) => error);
  const script = await added;
  expect(script.src).toBe(`${REMOTE}/remoteEntry.js`);
  expect(script.crossOrigin).toBe('anonymous');
  // The test has no remote to serve it: the load fails, as it would offline.
  script.dispatchEvent(new Event('error'));
  await expect(load).resolves.toBeInstanceOf(Error);
});

it("keeps the runtime's attributes on a remote's chunk, and leaves a same-origin script to the runtime", () => {
  const { createScript } = corsScriptsPlugin();
  const chunk = createScript!({
    url: `${REMOTE}/__federation_expose_Content.6db37d53d6.js`,
    attrs: { fetchpriority: 'high', type: 'text/javascript' },
  }) as HTMLScriptElement;
  expect(chunk.crossOrigin).toBe('anonymous');
  expect(chunk.getAttribute('fetchpriority')).toBe('high');
  expect(chunk.type).toBe('text/javascript');
  expect(chunk.src).toBe(`${REMOTE}/__federation_expose_Content.6db37d53d6.js`);

  expect(createScript!({ url: `${location.origin}/remotes/remoteEntry.js`, attrs: {} })).toBeUndefined();
  expect(loadsWithCors('/remotes/remoteEntry.js')).toBe(false);
  expect(loadsWithCors(`${REMOTE}/remoteEntry.js`)).toBe(true);
});
