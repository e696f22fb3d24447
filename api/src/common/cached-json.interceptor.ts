import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { Response } from 'express';
import { map, type Observable } from 'rxjs';
import { serialized } from './conditional-json.js';

/**
 * For reads answered from the read cache: the handler returns the same object until a write, so its JSON and ETag
 * are worked out once (see `serialized`) instead of Express stringifying and hashing the body on every request.
 * Express still answers a matching If-None-Match with 304, as it does for any JSON route.
 */
@Injectable()
export class CachedJsonInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const res = context.switchToHttp().getResponse<Response>();
    return next.handle().pipe(
      map((body: unknown) => {
        const { json, etag } = serialized(body);
        res.type('application/json');
        res.setHeader('ETag', etag);
        return json;
      }),
    );
  }
}
