import { REMOTE_NAMES, remotesOfSection, type PageSection } from 'shared-contracts';
import { loadRuntimeConfig } from '../runtime-config';
import { browserRemotes } from './browser-remotes';
import { currentDeployment, readRemotes, updateDeployment } from './deployment';
import { forgetManifest } from './manifests';
import { replaceRemote } from './remotes';

/**
 * How the deployment the shell runs changes without a reload (issue 25): the back office's declarations once a staff
 * member enters it, and a new config.json (Retry and each navigation read it again): a remote whose URL changed is
 * loaded afresh from there (a rollback is just the config pointing back) and its declaration is read again, so new,
 * moved or dropped pages show in the router and menus. Not part of a first visit's code: loaded when first needed.
 */
const sectionReads = new Map<PageSection, Promise<void>>();

/** The back office's declarations, read once a staff member is in it (a signed-out visitor never reads them). */
export function loadSection(section: PageSection): Promise<void> {
  const { remotes, sections } = currentDeployment();
  if (!remotes || sections.includes(section)) return Promise.resolve();
  let reading = sectionReads.get(section);
  if (!reading) {
    reading = readRemotes(remotes, remotesOfSection(section)).then(() =>
      updateDeployment({ sections: [...currentDeployment().sections, section] }),
    );
    sectionReads.set(section, reading);
    void reading.finally(() => sectionReads.delete(section));
  }
  return reading;
}

/** Reads config.json again and applies what changed (refreshDeployment's work). */
export async function applyCurrentConfig(): Promise<void> {
  const { remotes, unavailable, sections } = currentDeployment();
  if (!remotes) return;
  // no-cache: a conditional request (304 while unchanged) rather than the HTTP cache's copy. Credentials omitted (the
  // file needs none) so the request never matches the page's <link rel=preload> of /config.json: a preloaded response
  // nobody took would answer it with the config of the page's load.
  const config = await loadRuntimeConfig('/config.json', (url) =>
    fetch(url, { cache: 'no-cache', credentials: 'omit' }),
  );
  // The versions this browser loads: a canary's start or end is a change of URL like any other.
  const next = browserRemotes(config);
  const changed = REMOTE_NAMES.filter((name) => next[name] !== remotes[name]);
  for (const name of changed) {
    forgetManifest(remotes[name]);
    replaceRemote(name, next[name]);
  }
  // A remote that was unavailable may be back: its declaration is read again too.
  const again = [...new Set([...changed, ...unavailable])].filter((name) =>
    sections.some((section) => remotesOfSection(section).includes(name)),
  );
  if (changed.length) updateDeployment({ remotes: next });
  if (again.length) await readRemotes(next, again);
}
