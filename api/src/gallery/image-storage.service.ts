import { BadRequestException, Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { LIMITS, MESSAGES } from 'shared-contracts';
import { UPLOADS_ROUTE } from '../app.setup.js';
import { EnvironmentVariables } from '../config/env.js';
import { sniffImageType } from './image-type.js';

const DISPLAY_MAX_PX = 1600;
const THUMB_MAX_PX = 480;
/** Names we generate: <uuid>.webp and <uuid>.thumb.webp. Only such names are ever deleted. */
const STORED_NAME = /^\/uploads\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.webp$/;

export interface StoredImage {
  /** Site-relative path (/uploads/...), what the database keeps. */
  path: string;
  thumbnailPath: string;
}

/**
 * Turns an uploaded file into our own WebP files. The bytes must be a JPEG, PNG, WebP or GIF (checked by content),
 * within the pixel limit (a small file can decode to a huge bitmap). Re-encoding drops all metadata (EXIF, GPS),
 * and the names are random, so nothing of the client's file name or content reaches the disk unchecked.
 */
@Injectable()
export class ImageStorageService {
  private readonly logger = new Logger(ImageStorageService.name);

  constructor(private readonly env: EnvironmentVariables) {}

  async store(buffer: Buffer): Promise<StoredImage> {
    if (!sniffImageType(buffer)) throw new BadRequestException(MESSAGES.gallery.unsupportedImage);
    const maxPixels = LIMITS.upload.maxPixels;
    let width: number | undefined;
    let height: number | undefined;
    try {
      ({ width, height } = await sharp(buffer, { limitInputPixels: false }).metadata()); // header only
    } catch {
      throw new BadRequestException(MESSAGES.gallery.unsupportedImage);
    }
    if (!width || !height) throw new BadRequestException(MESSAGES.gallery.unsupportedImage);
    if (width * height > maxPixels) throw new BadRequestException(MESSAGES.gallery.imageTooManyPixels);

    let display: Buffer;
    let thumbnail: Buffer;
    try {
      // animated: false keeps the first frame of a GIF/WebP; rotate() applies the EXIF orientation before it is dropped.
      const source = sharp(buffer, {
        limitInputPixels: maxPixels,
        animated: false,
        failOn: 'error',
      }).rotate();
      display = await source
        .clone()
        .resize(DISPLAY_MAX_PX, DISPLAY_MAX_PX, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer();
      thumbnail = await source
        .clone()
        .resize(THUMB_MAX_PX, THUMB_MAX_PX, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 75 })
        .toBuffer();
    } catch {
      // Passed the magic-byte check but does not decode: truncated or crafted.
      throw new BadRequestException(MESSAGES.gallery.unsupportedImage);
    }

    const id = randomUUID();
    const name = `${id}.webp`;
    const thumbName = `${id}.thumb.webp`;
    await writeFile(join(this.env.UPLOADS_DIR, name), display, { flag: 'wx' });
    try {
      await writeFile(join(this.env.UPLOADS_DIR, thumbName), thumbnail, { flag: 'wx' });
    } catch (error) {
      await unlink(join(this.env.UPLOADS_DIR, name)).catch(() => undefined);
      throw error;
    }
    return { path: `${UPLOADS_ROUTE}/${name}`, thumbnailPath: `${UPLOADS_ROUTE}/${thumbName}` };
  }

  /** Absolute URL for browsers (the API runs on its own origin). Paths that are not ours are returned unchanged. */
  toUrl(path: string): string {
    return path.startsWith(`${UPLOADS_ROUTE}/`) ? `${this.env.publicUrl}${path}` : path;
  }

  /** The stored form of a URL: our absolute upload URLs become site-relative so PUBLIC_URL can change later. */
  toStoredPath(url: string): string {
    const prefix = `${this.env.publicUrl}${UPLOADS_ROUTE}/`;
    return url.startsWith(prefix) ? url.slice(this.env.publicUrl.length) : url;
  }

  /** Deletes the files behind a stored image path, if they are ours; anything else is left alone. */
  async remove(path: string): Promise<void> {
    const id = STORED_NAME.exec(path)?.[1];
    if (!id) return;
    for (const name of [`${id}.webp`, `${id}.thumb.webp`]) {
      await unlink(join(this.env.UPLOADS_DIR, name)).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') this.logger.warn(`Could not delete ${name}: ${error.message}`);
      });
    }
  }
}
