import { CONTENT_OPERATIONS } from './content-operations.js';
import { GALLERY_OPERATIONS } from './gallery-operations.js';
import { INQUIRY_OPERATIONS } from './inquiry-operations.js';
import type { ApiOperation } from './operation.js';
import { SITE_OPERATIONS } from './site-operations.js';
import { VISITOR_TELEMETRY_OPERATIONS } from './visitor-telemetry-operations.js';

export * from './operation.js';
export * from './responses.js';

/** Every operation of the API by its operationId (issue 43); the API's document has exactly these. */
export const API_OPERATIONS: Record<string, ApiOperation> = {
  ...SITE_OPERATIONS,
  ...CONTENT_OPERATIONS,
  ...GALLERY_OPERATIONS,
  ...INQUIRY_OPERATIONS,
  ...VISITOR_TELEMETRY_OPERATIONS,
};

/** The operation's key in a document or a remote's record: 'GET /api/admin/inquiries/{id}'. */
export const operationKey = (operation: Pick<ApiOperation, 'method' | 'path'>): string =>
  `${operation.method} ${operation.path}`;
export * from './usage.js';
