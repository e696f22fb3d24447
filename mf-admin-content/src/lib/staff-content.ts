import { queryOptions } from '@tanstack/react-query';
import { API_PATHS, DEFAULT_CONTENT, type AdminPageContentResponse, type PageName } from 'shared-contracts';
import { apiRequest } from 'web-kit';

const HOME_IMAGES = ['heroImagePath', 'contactImagePath'] as const;

/**
 * GET /api/admin/content/{page} with the staff token (issue 30): the page as published plus its Spanish texts (`es`),
 * the editor's read. A light shape check as for the public read: a body without a version is a failure; `es` missing
 * reads as nothing translated.
 */
export async function getStaffContent<P extends PageName>(
  page: P,
  signal?: AbortSignal,
): Promise<AdminPageContentResponse<P>> {
  const raw = await apiRequest<unknown>(API_PATHS.adminContent(page), { auth: true, signal });
  const record = raw as Record<string, unknown> | null;
  if (typeof record !== 'object' || record === null || typeof record.version !== 'number')
    throw new Error(`Content of ${page} is malformed`);
  const es = typeof record.es === 'object' && record.es !== null ? record.es : {};
  // As the public read does: home's photos go together, else the built-in pair stands in.
  const photos =
    page === 'home' && !HOME_IMAGES.every((key) => typeof record[key] === 'string' && record[key] !== '')
      ? Object.fromEntries(HOME_IMAGES.map((key) => [key, DEFAULT_CONTENT.home[key]]))
      : {};
  return { ...record, ...photos, es } as AdminPageContentResponse<P>;
}

/**
 * The editor's read of a page, under a staff-only key (as drafts): never under ['content', ...], the public pages' key,
 * so no public view is handed the Spanish texts of the editor's read. Refetched after each publish (save, draft,
 * restore) with the public read.
 */
export const staffContentQueries = {
  all: () => ['admin', 'content'] as const,
  page: <P extends PageName>(page: P) =>
    queryOptions({
      queryKey: [...staffContentQueries.all(), page] as const,
      queryFn: ({ signal }) => getStaffContent(page, signal),
      staleTime: 0,
      retry: 1,
    }),
};
