/**
 * Which editors on the page hold unsaved changes right now.
 *
 * This entry (web-kit/leave-guard) is bundled into each admin remote and into the shell's admin chunk instead of
 * being shared through Module Federation: a shared entry is registered in the shell's main.js and in every
 * remoteEntry.js, bytes the public first load (budget 140 KiB, no margin) would pay for a back-office feature. The
 * bundled copies meet in one registry kept on globalThis under a registered symbol, so an editor in a remote and the
 * shell's router see the same guards.
 */
interface LeaveGuardRegistry {
  /** One token per mounted editor with unsaved changes. */
  readonly guards: Set<symbol>;
}

const REGISTRY_KEY = Symbol.for('web-kit/leave-guard');

function registry(): LeaveGuardRegistry {
  const holder = globalThis as { [REGISTRY_KEY]?: LeaveGuardRegistry };
  return (holder[REGISTRY_KEY] ??= { guards: new Set() });
}

/** Marks one editor as holding unsaved changes until the returned function is called. */
export function addLeaveGuard(): () => void {
  const token = Symbol('unsaved changes');
  registry().guards.add(token);
  return () => {
    registry().guards.delete(token);
  };
}

/** True while any editor on the page holds unsaved changes: leaving it should be asked first. */
export function hasUnsavedChanges(): boolean {
  return registry().guards.size > 0;
}
