import {
  CANARY_BROWSER_ID_KEY,
  CANARY_OPT_IN_KEY,
  remotesForBrowser,
  type RemoteName,
  type RuntimeConfig,
} from 'shared-contracts';

/**
 * Which version of each remote this browser loads (issue 46): the stable one config.json names, or a canary's when the
 * browser falls in its share. The share is decided by a random id the browser keeps in localStorage (nothing else in
 * it, sent nowhere), so a browser keeps its version across visits; a browser without storage gets a fresh id per page
 * load, hence the stable version most of the time.
 */
function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined; // storage switched off
  }
}

function browserId(): string {
  const store = storage();
  const kept = store?.getItem(CANARY_BROWSER_ID_KEY);
  if (kept) return kept;
  const id = crypto.randomUUID();
  try {
    store?.setItem(CANARY_BROWSER_ID_KEY, id);
  } catch {
    // full or refused: this page load still has its id
  }
  return id;
}

/**
 * Staff opt in to canaries by visiting any /admin page with ?canary=on (and out with ?canary=off): kept in this
 * browser. Read at start, before any remote is registered.
 */
export function readCanaryOptIn(url: URL = new URL(location.href)): void {
  const wish = url.pathname.startsWith('/admin') ? url.searchParams.get('canary') : null;
  if (wish !== 'on' && wish !== 'off') return;
  try {
    if (wish === 'on') storage()?.setItem(CANARY_OPT_IN_KEY, '1');
    else storage()?.removeItem(CANARY_OPT_IN_KEY);
  } catch {
    // storage refused: no opt-in
  }
}

/** The manifest URL each remote loads in this browser under `config`. */
export function browserRemotes(
  config: Pick<RuntimeConfig, 'remotes' | 'canaries'>,
): Record<RemoteName, string> {
  if (!config.canaries) return config.remotes;
  return remotesForBrowser(config, {
    id: browserId(),
    optedIn: storage()?.getItem(CANARY_OPT_IN_KEY) === '1',
  });
}
