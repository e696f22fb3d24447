import type { ServiceAreaEntry } from 'shared-contracts';

/** 'all' = All Regions / All ZIP Codes tab; 'San Antonio' = San Antonio Area tab. */
export type RegionTab = 'all' | 'San Antonio';

export interface ZipFilters {
  search: string;
  /** undefined = every neighborhood. */
  neighborhood?: string;
  region: RegionTab;
}

const byZip = (a: ServiceAreaEntry, b: ServiceAreaEntry) => a.zip_code.localeCompare(b.zip_code);

export const sortByZip = (entries: readonly ServiceAreaEntry[]): ServiceAreaEntry[] =>
  [...entries].sort(byZip);

/** Adds an entry in ZIP order; the form has already refused duplicates, this keeps the list consistent anyway. */
export function addEntry(entries: readonly ServiceAreaEntry[], entry: ServiceAreaEntry): ServiceAreaEntry[] {
  return sortByZip([...entries.filter((e) => e.zip_code !== entry.zip_code), entry]);
}

export function removeEntry(entries: readonly ServiceAreaEntry[], zipCode: string): ServiceAreaEntry[] {
  return entries.filter((e) => e.zip_code !== zipCode);
}

export function replaceEntry(
  entries: readonly ServiceAreaEntry[],
  entry: ServiceAreaEntry,
): ServiceAreaEntry[] {
  return entries.map((e) => (e.zip_code === entry.zip_code ? entry : e));
}

/** Search matches ZIP or neighborhood, case-insensitive; the neighborhood filter and region tab must match exactly. */
export function filterEntries(entries: readonly ServiceAreaEntry[], filters: ZipFilters): ServiceAreaEntry[] {
  const needle = filters.search.trim().toLowerCase();
  return entries.filter(
    (entry) =>
      (filters.region === 'all' || entry.region === filters.region) &&
      (filters.neighborhood === undefined || entry.neighborhood === filters.neighborhood) &&
      (needle === '' ||
        entry.zip_code.includes(needle) ||
        (entry.neighborhood ?? '').toLowerCase().includes(needle)),
  );
}

/** What the working list changes compared with the saved list: what 'Save All Changes' will send. */
export interface ZipListChanges {
  added: ServiceAreaEntry[];
  removed: string[];
  /** Saved entries whose neighborhood or region was edited. */
  edited: ServiceAreaEntry[];
}

const sameDetails = (a: ServiceAreaEntry, b: ServiceAreaEntry) =>
  a.neighborhood === b.neighborhood && a.region === b.region;

export function diffEntries(
  saved: readonly ServiceAreaEntry[],
  draft: readonly ServiceAreaEntry[],
): ZipListChanges {
  const before = new Map(saved.map((e) => [e.zip_code, e]));
  const after = new Set(draft.map((e) => e.zip_code));
  return {
    added: draft.filter((e) => !before.has(e.zip_code)),
    removed: saved.filter((e) => !after.has(e.zip_code)).map((e) => e.zip_code),
    edited: draft.filter((e) => {
      const was = before.get(e.zip_code);
      return was !== undefined && !sameDetails(was, e);
    }),
  };
}

/**
 * Entries of `draft` that are new or carry other details than in `saved`: the replace call only takes ZIP codes, so
 * their neighborhood and region must be sent afterwards, one entry at a time.
 */
export function entriesNeedingDetails(
  saved: readonly ServiceAreaEntry[],
  draft: readonly ServiceAreaEntry[],
): ServiceAreaEntry[] {
  const { added, edited } = diffEntries(saved, draft);
  return [...added, ...edited];
}
