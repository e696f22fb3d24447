import type { IncomingMessage } from 'node:http';

/**
 * A request's route as its metrics and log line name it: the template it matched (`/api/content/:page`), so that
 * paths with ids count as one route; `/uploads/*` for stored images; `unmatched` for anything else (a 404, or a
 * refusal before routing), so that no visitor can grow the number of series.
 */
export function routeOf(req: IncomingMessage): string {
  const { route, baseUrl, originalUrl } = req as IncomingMessage & {
    route?: { path?: unknown };
    baseUrl?: string;
    originalUrl?: string;
  };
  if (typeof route?.path === 'string') return `${baseUrl ?? ''}${route.path}`;
  if ((originalUrl ?? req.url ?? '').startsWith('/uploads/')) return '/uploads/*';
  return 'unmatched';
}
