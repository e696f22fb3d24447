import { useSyncExternalStore } from 'react';
import { remotesOfSection, type PageSection, type RemoteName, type RuntimeConfig } from 'shared-contracts';
import { fetchManifest } from './manifests';
import {
  declarationsOf,
  EMPTY_PAGE_TABLE,
  pageTableOf,
  readDeclarations,
  type Declarations,
  type PageTable,
} from './page-table';

/**
 * The deployment the shell runs: the remotes' manifest URLs of the config.json it read last, and the pages they
 * declare (issue 25: pages ship with their remote). The public section's declarations are read at start; the back
 * office's once a staff member enters it, and changes are applied without a reload (deployment-updates.ts, loaded by
 * deployment-refresh.ts: this module never imports it, which imports this one).
 */
export interface Deployment {
  remotes: RuntimeConfig['remotes'] | undefined;
  declarations: Declarations;
  unavailable: RemoteName[];
  sections: PageSection[];
  table: PageTable;
}

const initial: Deployment = {
  remotes: undefined,
  declarations: {},
  unavailable: [],
  sections: [],
  table: EMPTY_PAGE_TABLE,
};
let state = initial;
const listeners = new Set<() => void>();

function update(change: Partial<Deployment>): void {
  const next = { ...state, ...change };
  state = { ...next, table: pageTableOf(next.declarations, next.unavailable, next.sections) };
  for (const listener of listeners) listener();
}

/**
 * Reads what `names` declare and puts it in the table. A remote that cannot be read keeps what it declared last (or
 * what `known` says): its pages still show its section's fallback, with Retry, and its menu entries stay.
 */
export async function readRemotes(
  remotes: RuntimeConfig['remotes'],
  names: readonly RemoteName[],
  known: Declarations = {},
): Promise<void> {
  const { read: declarations, unavailable } = await readDeclarations(remotes, names, fetchManifest, {
    ...state.declarations,
    ...known,
  });
  const others = (name: RemoteName) => !names.includes(name);
  const kept = Object.fromEntries(
    Object.entries(state.declarations).filter(([name]) => others(name as RemoteName)),
  );
  update({
    declarations: { ...kept, ...declarations },
    unavailable: [...state.unavailable.filter(others), ...unavailable],
  });
}

/**
 * At start: the public section's declarations (the remotes are registered already). `firstView` are those the server
 * drew the page's first view with, for a manifest the browser cannot read itself.
 */
export async function startDeployment(
  remotes: RuntimeConfig['remotes'],
  firstView: readonly unknown[] = [],
): Promise<PageTable> {
  state = { ...initial, remotes };
  await readRemotes(remotes, remotesOfSection('public'), declarationsOf(firstView));
  update({ sections: ['public'] });
  return state.table;
}

/** The deployment now (outside React). */
export const currentDeployment = (): Readonly<Deployment> => state;

/** Marks a section's declarations as read, or records the config's remotes after a re-read of config.json. */
export function updateDeployment(change: Pick<Partial<Deployment>, 'remotes' | 'sections'>): void {
  update(change);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const currentTable = () => state.table;

/** The page table now (outside React). */
export const deploymentTable = (): PageTable => state.table;

/** The page table, for React (also while hydrating a first view, whose first render draws the table at hand). */
export const useDeploymentTable = (): PageTable =>
  useSyncExternalStore(subscribe, currentTable, currentTable);

/** Test seam: a deployment as if started with `remotes` and these declarations. */
export function setDeployment(
  remotes: RuntimeConfig['remotes'],
  declarations: Declarations,
  sections: PageSection[],
): void {
  state = { ...initial, remotes };
  update({ declarations, sections });
}
