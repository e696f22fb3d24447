import { BadRequestException, Inject, Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { LIMITS, MESSAGES } from 'shared-contracts';
import { UPLOADS_ROUTE } from '../app.setup.js';
import { EnvironmentVariables } from '../config/env.js';
import { STORAGE_DRIVER, type StorageDriver } from '../storage/storage-driver.js';
import {
  DISPLAY_IMAGE_NAME,
  displayName,
  IMAGE_CONTENT_TYPE,
  thumbnailName,
} from '../storage/stored-image-names.js';
import { sniffImageType } from './image-type.js';

const DISPLAY_MAX_PX = 1600;
const THUMB_MAX_PX = 480;

/** One re-encoded size: fitted inside width x height (no height: only the width bounds it), never enlarged. */
export interface WebpSize {
  width: number;
  height?: number;
  quality: number;
}

export interface StoredImage {
  /** Site-relative path (/uploads/...), what the database keeps. */
  path: string;
  thumbnailPath: string;
}

/**
 * Turns an uploaded file into our own WebP files. The bytes must be a JPEG, PNG, WebP or GIF (checked by content),
 * within the pixel limit (a small file can decode to a huge bitmap). Re-encoding drops all metadata (EXIF, GPS),
 * and the names are random, so nothing of the client's file name or content reaches the store unchecked. The
 * bytes go to the configured StorageDriver (UPLOADS_DIR or the S3 bucket).
 */
@Injectable()
export class ImageStorageService {
  private readonly logger = new Logger(ImageStorageService.name);

  constructor(
    private readonly env: EnvironmentVariables,
    @Inject(STORAGE_DRIVER) private readonly driver: StorageDriver,
  ) {}

  async store(buffer: Buffer): Promise<StoredImage> {
    const [display, thumbnail] = await this.reencode(buffer, [
      { width: DISPLAY_MAX_PX, height: DISPLAY_MAX_PX, quality: 82 },
      { width: THUMB_MAX_PX, height: THUMB_MAX_PX, quality: 75 },
    ]) as [Buffer, Buffer];

    const id = randomUUID();
    const name = displayName(id);
    const thumbName = thumbnailName(id);
    await this.driver.put(name, display, IMAGE_CONTENT_TYPE);
    try {
      await this.driver.put(thumbName, thumbnail, IMAGE_CONTENT_TYPE);
    } catch (error) {
      await this.driver.delete(name).catch(() => undefined);
      throw error;
    }
    return { path: `${UPLOADS_ROUTE}/${name}`, thumbnailPath: `${UPLOADS_ROUTE}/${thumbName}` };
  }

  /**
   * The checks every upload goes through (a JPEG, PNG, WebP or GIF by content, within the pixel limit, decodable), then
   * one WebP per size: fitted inside width x height (height omitted = any), never enlarged, orientation applied and all
   * metadata dropped. Bad bytes are a 400 with the gallery's messages. Also used by the home page's hero photo.
   */
  async reencode(buffer: Buffer, sizes: readonly WebpSize[]): Promise<Buffer[]> {
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

    try {
      // animated: false keeps the first frame of a GIF/WebP; rotate() applies the EXIF orientation before it is dropped.
      const source = sharp(buffer, {
        limitInputPixels: maxPixels,
        animated: false,
        failOn: 'error',
      }).rotate();
      const out: Buffer[] = [];
      for (const size of sizes) {
        out.push(
          await source
            .clone()
            .resize(size.width, size.height, { fit: 'inside', withoutEnlargement: true })
            .webp({ quality: size.quality })
            .toBuffer(),
        );
      }
      return out;
    } catch {
      // Passed the magic-byte check but does not decode: truncated or crafted.
      throw new BadRequestException(MESSAGES.gallery.unsupportedImage);
    }
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

  /** Stored paths (/uploads/<id>.webp) of the images written before `cutoff` (epoch ms). */
  async storedBefore(cutoff: number): Promise<string[]> {
    return (await this.driver.list())
      .filter((object) => DISPLAY_IMAGE_NAME.test(object.name) && object.lastModified.getTime() < cutoff)
      .map((object) => `${UPLOADS_ROUTE}/${object.name}`);
  }

  /** Whether a stored image path (/uploads/<id>.webp) is still in the store (issue 31: a before photo names one). */
  async isStored(path: string): Promise<boolean> {
    const [name] = this.storedNames(path);
    if (!name) return false;
    const object = await this.driver.get(name);
    object?.body.destroy();
    return object !== null;
  }

  /** Deletes the files behind a stored image path, if they are ours; anything else is left alone. */
  async remove(path: string): Promise<void> {
    for (const name of this.storedNames(path)) {
      await this.driver.delete(name).catch((error: Error) => {
        this.logger.warn(`Could not delete ${name}: ${error.message}`);
      });
    }
  }

  /** As remove(), but a store failure is thrown (the trash purge then keeps the item for its next run). */
  async removeOrThrow(path: string): Promise<void> {
    for (const name of this.storedNames(path)) await this.driver.delete(name);
  }

  /** The store's names of a stored image path (display, thumbnail); none for a path that is not ours. */
  private storedNames(path: string): string[] {
    if (!path.startsWith(`${UPLOADS_ROUTE}/`)) return [];
    const id = DISPLAY_IMAGE_NAME.exec(path.slice(UPLOADS_ROUTE.length + 1))?.[1];
    return id ? [displayName(id), thumbnailName(id)] : [];
  }
}
