import {
  applyDecorators,
  UseFilters,
  UseInterceptors,
  type ExceptionFilter,
  type Type,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBadRequestResponse, ApiBody, ApiConsumes, ApiPayloadTooLargeResponse } from '@nestjs/swagger';
import { LIMITS } from 'shared-contracts';

export interface ImageUploadOptions {
  /** The multipart field that carries the image. */
  field: string;
  /** The OpenAPI shape of the multipart body. */
  body: Type<unknown>;
  /** Turns multer's limit errors into the route's messages. */
  filter: Type<ExceptionFilter>;
  /** Short text fields allowed beside the image (each at most 1 KiB); none by default. */
  textFields?: number;
}

const MAX_MEGABYTES = LIMITS.upload.maxBytes / (1024 * 1024);

/**
 * One image upload route: a single file of at most LIMITS.upload.maxBytes, held in memory (its bytes are checked by
 * content and re-encoded before anything is stored), no more parts than declared, and its OpenAPI description.
 */
export function ImageUpload({ field, body, filter, textFields = 0 }: ImageUploadOptions): MethodDecorator {
  return applyDecorators(
    UseFilters(filter),
    UseInterceptors(
      FileInterceptor(field, {
        limits: {
          fileSize: LIMITS.upload.maxBytes,
          files: 1,
          fields: textFields,
          ...(textFields > 0 ? { fieldSize: 1024 } : {}),
          parts: textFields + 1,
        },
      }),
    ),
    ApiConsumes('multipart/form-data'),
    ApiBody({ type: body }),
    ApiBadRequestResponse({ description: 'No file, not a JPEG/PNG/WebP/GIF by content, or too many pixels' }),
    ApiPayloadTooLargeResponse({ description: `Larger than ${MAX_MEGABYTES} MB` }),
  );
}
