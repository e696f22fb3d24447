import { loadAfter } from './remotes';

/**
 * Reads config.json again and applies what changed (deployment-updates.ts, loaded on the first call: a first visit
 * never needs it); several callers at once share one read, and page loads wait for it. Apart from deployment.ts,
 * which deployment-updates.ts imports: the two would otherwise import each other (issue 47).
 */
export function refreshDeployment(): Promise<void> {
  underway ??= import('./deployment-updates')
    .then((updates) => updates.applyCurrentConfig())
    .finally(() => (underway = undefined));
  loadAfter(underway);
  return underway;
}

let underway: Promise<void> | undefined;
