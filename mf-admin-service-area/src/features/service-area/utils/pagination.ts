/** One page of a list plus what the Previous/Next controls and the 'Page X of Y' line need. */
export interface PageSlice<T> {
  items: T[];
  /** 1-based page actually shown (the requested one, clamped into range). */
  page: number;
  /** At least 1, so an empty list still reads 'Page 1 of 1'. */
  pageCount: number;
  hasPrevious: boolean;
  hasNext: boolean;
}

export function pageCountFor(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Clamps the requested page, so removing the last rows of the last page never leaves the user on an empty page. */
export function paginate<T>(items: readonly T[], requestedPage: number, pageSize: number): PageSlice<T> {
  const pageCount = pageCountFor(items.length, pageSize);
  const page = Math.min(Math.max(1, Math.floor(requestedPage) || 1), pageCount);
  const start = (page - 1) * pageSize;
  return {
    items: items.slice(start, start + pageSize),
    page,
    pageCount,
    hasPrevious: page > 1,
    hasNext: page < pageCount,
  };
}
