import {
  BadRequestException,
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import {
  HERO_PHOTO_WIDTHS,
  MESSAGES,
  STORED_HERO_PHOTO_PATH,
  type HeroPhotoUploadResponse,
} from 'shared-contracts';
import { DataSource } from 'typeorm';
import { UPLOADS_ROUTE } from '../../app.setup.js';
import { ImageStorageService } from '../../gallery/image-storage.service.js';
import { UNUSED_UPLOAD_GRACE_MS } from '../../gallery/unused-uploads-cleanup.service.js';
import { STORAGE_DRIVER, type StorageDriver } from '../../storage/storage-driver.js';
import {
  HERO_PHOTO_NAME,
  heroPhotoName,
  IMAGE_CONTENT_TYPE,
} from '../../storage/stored-image-names.js';

const SWEEP_EVERY_MS = 60 * 60 * 1000;
const QUALITY = 80;

/**
 * The home page's hero photos (issue 29). An upload goes through the gallery's checks and re-encoding
 * (ImageStorageService.reencode: content-checked, pixel-limited, metadata dropped) into one WebP per width of
 * HERO_PHOTO_WIDTHS, never enlarged, stored by the configured driver as hero-<uuid>-<width>.webp. It is used once a
 * save, draft or restore puts its path in the home page's heroImagePath; one that no page, kept version or draft
 * names is removed after the unused-uploads grace period (at start, then hourly; safe with several instances).
 */
@Injectable()
export class HeroPhotoService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(HeroPhotoService.name);
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly images: ImageStorageService,
    @Inject(STORAGE_DRIVER) private readonly driver: StorageDriver,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.sweep();
    this.timer = setInterval(() => void this.sweep(), SWEEP_EVERY_MS).unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  async store(buffer: Buffer): Promise<HeroPhotoUploadResponse> {
    const encoded = await this.images.reencode(
      buffer,
      HERO_PHOTO_WIDTHS.map((width) => ({ width, quality: QUALITY })),
    );
    const id = randomUUID();
    const written: string[] = [];
    try {
      for (const [i, width] of HERO_PHOTO_WIDTHS.entries()) {
        const name = heroPhotoName(id, width);
        await this.driver.put(name, encoded[i]!, IMAGE_CONTENT_TYPE);
        written.push(name);
      }
    } catch (error) {
      for (const name of written) await this.driver.delete(name).catch(() => undefined);
      throw error;
    }
    const variants = HERO_PHOTO_WIDTHS.map((width) => ({
      width,
      path: `${UPLOADS_ROUTE}/${heroPhotoName(id, width)}`,
    }));
    return { heroImagePath: variants[variants.length - 1]!.path, variants };
  }

  /**
   * A heroImagePath about to be saved (page or draft): the built-in photo, or a stored hero photo that is still in the
   * store (its format is the DTO's check). 400 for one that was never stored or has been cleaned up.
   */
  async assertAvailable(path: string | undefined): Promise<void> {
    const id = path === undefined ? undefined : STORED_HERO_PHOTO_PATH.exec(path)?.[1];
    if (!id) return;
    const object = await this.driver.get(heroPhotoName(id, HERO_PHOTO_WIDTHS[HERO_PHOTO_WIDTHS.length - 1]!));
    if (!object) throw new BadRequestException(MESSAGES.content.heroPhotoNotStored);
    object.body.destroy();
  }

  /**
   * Removes the hero photos older than the grace period that neither the home page, a kept version of it nor its
   * draft names; returns their paths. Never throws: the next sweep retries.
   */
  async sweep(now = Date.now()): Promise<string[]> {
    try {
      const cutoff = now - UNUSED_UPLOAD_GRACE_MS;
      const old = (await this.driver.list())
        .filter((object) => HERO_PHOTO_NAME.test(object.name) && object.lastModified.getTime() < cutoff)
        .map((object) => `${UPLOADS_ROUTE}/${object.name}`);
      if (old.length === 0) return [];
      const rows = (await this.dataSource.query(
        `SELECT "fields"->>'heroImagePath' AS "path" FROM "page_content" WHERE "page" = 'home'
         UNION SELECT "fields"->>'heroImagePath' FROM "page_content_version" WHERE "page" = 'home'
         UNION SELECT "fields"->>'heroImagePath' FROM "page_content_draft" WHERE "page" = 'home'`,
      )) as { path: string | null }[];
      const used = new Set(rows.map((row) => row.path));
      const unused = old.filter((path) => !used.has(path));
      for (const path of unused) {
        const id = STORED_HERO_PHOTO_PATH.exec(path)?.[1];
        if (!id) continue;
        for (const width of HERO_PHOTO_WIDTHS) {
          await this.driver.delete(heroPhotoName(id, width)).catch((error: Error) => {
            this.logger.warn(`Could not delete ${heroPhotoName(id, width)}: ${error.message}`);
          });
        }
      }
      if (unused.length > 0) this.logger.log(`Removed ${unused.length} hero photo(s) no page content uses`);
      return unused;
    } catch (error) {
      this.logger.warn(`Unused hero photos were not cleaned up this time: ${String(error)}`);
      return [];
    }
  }
}
