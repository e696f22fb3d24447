import { z } from 'zod';
import type { ApiError } from './api-error-shape.js';

export {
  ERROR_CODES,
  isApiError,
  statusErrorCode,
  type ErrorCode,
  type ApiError,
  type ApiErrorParams,
} from './api-error-shape.js';

/** The one error shape every API failure has (zod form of ApiError, see api-error-shape.ts). */
export const apiErrorSchema: z.ZodType<ApiError> = z.object({
  statusCode: z.number().int(),
  message: z.string(),
  error: z.string(),
  code: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  errors: z.array(z.string()).optional(),
});
