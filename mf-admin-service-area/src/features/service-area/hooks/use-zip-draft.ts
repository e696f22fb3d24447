import { useCallback, useState } from 'react';
import type { ServiceAreaEntry } from 'shared-contracts';
import { addEntry, removeEntry, replaceEntry } from '../utils/zip-list';

export interface ZipDraft {
  /** What the manager shows: the unsaved working list, or the saved list when nothing changed. */
  entries: readonly ServiceAreaEntry[];
  /** The unsaved-changes flag (spec section 4): set by add or remove, cleared by reset after a successful save. */
  dirty: boolean;
  add: (entry: ServiceAreaEntry) => void;
  remove: (zipCode: string) => void;
  /** Keeps the working copy of one entry in step with an edit (no effect when nothing is unsaved). */
  patch: (entry: ServiceAreaEntry) => void;
  reset: () => void;
}

export function useZipDraft(saved: readonly ServiceAreaEntry[]): ZipDraft {
  // null = no unsaved changes: the saved list shows through, so a refetch is seen at once.
  const [draft, setDraft] = useState<ServiceAreaEntry[] | null>(null);
  const add = useCallback((entry: ServiceAreaEntry) => setDraft((d) => addEntry(d ?? saved, entry)), [saved]);
  const remove = useCallback((zip: string) => setDraft((d) => removeEntry(d ?? saved, zip)), [saved]);
  const patch = useCallback(
    (entry: ServiceAreaEntry) => setDraft((d) => (d ? replaceEntry(d, entry) : d)),
    [],
  );
  const reset = useCallback(() => setDraft(null), []);
  return { entries: draft ?? saved, dirty: draft !== null, add, remove, patch, reset };
}
