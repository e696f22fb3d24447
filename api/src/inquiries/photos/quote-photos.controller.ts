import {
  BadRequestException,
  Catch,
  Controller,
  Get,
  HttpStatus,
  Param,
  Post,
  Query,
  Req,
  Res,
  UploadedFile,
  type ArgumentsHost,
} from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiProperty,
  ApiPropertyOptional,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import type { Request, Response } from 'express';
import { pipeline } from 'node:stream/promises';
import { MESSAGES, type QuotePhotoUploadResponse } from 'shared-contracts';
import { Public } from '../../auth/public.decorator.js';
import { ApiExceptionFilter, type Mapped } from '../../common/api-exception.filter.js';
import { clientBucket } from '../../common/client-address.js';
import { uuidPipe } from '../../common/pipes.js';
import { IMAGE_CONTENT_TYPE } from '../../storage/stored-image-names.js';
import { QuotePhotoLimiter, TooManyPhotos } from './quote-photo-limiter.service.js';
import { QuotePhotosService } from './quote-photos.service.js';
import { ImageUpload } from '../../common/image-upload.decorator.js';

const m = MESSAGES.quotePhotos;

/** The multipart body of a quote photo upload: only the `photo` part. */
class QuotePhotoUploadDto {
  @ApiProperty({ type: 'string', format: 'binary', description: 'JPEG, PNG, WebP or GIF, at most 10 MB' })
  photo?: unknown;
}

/** multer's limits in the visitor's words; 413 for a file over the limit; Retry-After on a 429. */
@Catch()
export class QuotePhotoUploadFilter extends ApiExceptionFilter {
  override catch(exception: unknown, host: ArgumentsHost): void {
    if (exception instanceof TooManyPhotos) {
      host
        .switchToHttp()
        .getResponse<Response>()
        .setHeader('Retry-After', String(exception.retryAfterSeconds));
    }
    super.catch(exception, host);
  }

  protected override adjust(mapped: Mapped, exception: unknown): Mapped {
    if (mapped.status === HttpStatus.PAYLOAD_TOO_LARGE) return { ...mapped, message: m.tooLarge };
    const cause = (exception as { cause?: { code?: unknown } } | undefined)?.cause?.code;
    if (mapped.status === HttpStatus.BAD_REQUEST && typeof cause === 'string' && cause.startsWith('LIMIT_'))
      return { ...mapped, message: m.selectFile };
    return mapped;
  }
}

/** A visitor's photo for the quote form (issue 31). Public: the id it answers is the only way to name the photo. */
@ApiTags('public')
@Controller('public')
export class QuotePhotosController {
  constructor(
    private readonly photos: QuotePhotosService,
    private readonly limiter: QuotePhotoLimiter,
  ) {}

  @Public()
  @Post('quote-photos')
  @ImageUpload({ field: 'photo', body: QuotePhotoUploadDto, filter: QuotePhotoUploadFilter })
  @ApiCreatedResponse({
    description:
      "{ id }: name it in the quote POST's photoIds within 24 h (else the photo is removed). The photo is checked by " +
      'content, re-encoded to WebP (longest side <= 2048 px) without metadata (no GPS), and never public',
  })
  @ApiTooManyRequestsResponse({
    description:
      'More uploads or bytes a minute than QUOTE_PHOTO_LIMIT_COUNT / _BYTES from this client; Retry-After',
  })
  async upload(
    @UploadedFile() file: Express.Multer.File | undefined,
    @Req() req: Request,
  ): Promise<QuotePhotoUploadResponse> {
    await this.limiter.take(clientBucket(req.ip), file?.size ?? 0);
    if (!file?.buffer?.length) throw new BadRequestException(m.selectFile);
    return { id: await this.photos.store(file.buffer) };
  }
}

class PhotoSizeQuery {
  @ApiPropertyOptional({
    enum: ['thumb'],
    description: 'The small size (longest side 480 px); omitted: large',
  })
  @IsOptional()
  @IsIn(['thumb'], { message: "size must be 'thumb' or omitted" })
  size?: 'thumb';
}

/**
 * An inquiry's photos for staff (issue 31), streamed through the API with the staff check (global guard) on every
 * read: no public URL exists, nothing to leak or expire, and the bucket stays private.
 */
@ApiTags('admin: inquiries')
@ApiBearerAuth()
@Controller('admin/inquiries')
export class InquiryPhotosController {
  constructor(private readonly photos: QuotePhotosService) {}

  @Get(':id/photos/:photoId')
  @ApiOkResponse({ description: 'The photo (image/webp), private to the signed-in staff member' })
  @ApiNotFoundResponse({ description: 'No such photo on this inquiry' })
  async read(
    @Param('id', uuidPipe('Inquiry')) id: string,
    @Param('photoId', uuidPipe('Photo', 'photoId')) photoId: string,
    @Query() query: PhotoSizeQuery,
    @Res() res: Response,
  ): Promise<void> {
    const object = await this.photos.open(id, photoId, query.size === 'thumb' ? 'thumb' : 'large');
    res.status(200);
    res.setHeader('Content-Type', IMAGE_CONTENT_TYPE);
    // A staff member's browser may keep it (the bytes never change), no shared cache may.
    res.setHeader('Cache-Control', 'private, max-age=3600');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (object.size !== undefined) res.setHeader('Content-Length', String(object.size));
    await pipeline(object.body, res).catch(() => res.destroy());
  }
}
