import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { API_OPERATIONS, deprecationHeaders, type ApiOperation } from 'shared-contracts';

/**
 * The announcement of a removal (docs/api.md, versioning rule; issue 43): every answer of an operation marked
 * `deprecated` in API_OPERATIONS carries its Deprecation (RFC 9745) and Sunset (RFC 8594) headers, refusals too,
 * so a caller sees them whatever it gets. Undefined when no operation is deprecated: nothing runs per request.
 */
export function deprecationHeadersMiddleware(
  operations: Record<string, ApiOperation> = API_OPERATIONS,
): RequestHandler | undefined {
  const routes = Object.values(operations)
    .map((operation) => ({
      method: operation.method,
      params: (operation.path.match(/\{\w+\}/g) ?? []).length,
      pattern: new RegExp(`^${operation.path.replace(/\{\w+\}/g, '[^/]+')}/?$`),
      headers: operation.deprecated && deprecationHeaders(operation.deprecated),
    }))
    // A literal segment wins over a parameter, as the routes are registered: /inquiries/counts is not /inquiries/{id}.
    .sort((a, b) => a.params - b.params);
  if (!routes.some((route) => route.headers)) return undefined;
  return (req: Request, res: Response, next: NextFunction) => {
    const method = req.method === 'HEAD' ? 'GET' : req.method;
    const route = routes.find((r) => r.method === method && r.pattern.test(req.path));
    if (route?.headers) for (const [name, value] of Object.entries(route.headers)) res.setHeader(name, value);
    next();
  };
}
