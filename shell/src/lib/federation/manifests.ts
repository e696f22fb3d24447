import { takeStartupManifest } from '../../startup/startup-fetches';

/**
 * One read per remote manifest URL, shared by the page table (which reads each remote's declaration) and the Module
 * Federation runtime (which reads the same file to load the remote): the first takes the request the HTML's start-up
 * script already made. A failed read is forgotten, and so is one that Retry or a new deployment asks to read again.
 */
const responses = new Map<string, Promise<Response>>();

export function fetchManifest(url: string): Promise<Response> {
  let response = responses.get(url);
  if (!response) {
    const started = takeStartupManifest(url) ?? fetch(url);
    response = started;
    responses.set(url, started);
    started.then(
      (answer) => !answer.ok && forgetManifest(url, started),
      () => forgetManifest(url, started),
    );
  }
  return response.then((answer) => answer.clone());
}

/** Drops the kept read of `url` (or only `which`, if that is the one kept), so the next read goes to the network. */
export function forgetManifest(url: string, which?: Promise<Response>): void {
  if (!which || responses.get(url) === which) responses.delete(url);
}

export const isKeptManifest = (url: string): boolean => responses.has(url);
