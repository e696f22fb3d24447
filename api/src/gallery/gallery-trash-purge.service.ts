import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { EnvironmentVariables } from '../config/env.js';
import { ImageStorageService } from './image-storage.service.js';

/** Rows claimed per transaction: the claim holds their locks while their images are deleted from the store. */
const BATCH = 25;

export interface TrashPurgeResult {
  /** Ids of the items removed for good. */
  purged: string[];
  /** Ids kept for the next run because their image could not be deleted from the store. */
  kept: string[];
}

/**
 * Removes for good the gallery items that have been in the trash longer than GALLERY_TRASH_RETENTION_DAYS, and their
 * image files (disk or bucket, through the storage driver), at start and then every GALLERY_TRASH_PURGE_EVERY_MS.
 *
 * Several instances may purge at once: each claims expired rows with FOR UPDATE SKIP LOCKED in its own transaction, so
 * a row is purged by one of them only, and a restore racing with the purge waits for the claim. An image is deleted
 * only when no other item (shown, in the trash, or claimed by another purge) still uses it; the images of items
 * purged together are deleted once. The image goes first and the row after, in the claim's transaction: when the
 * store fails, the row stays (still hidden) for the next run, instead of a row-less file nobody would delete.
 */
@Injectable()
export class GalleryTrashPurgeService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(GalleryTrashPurgeService.name);
  private timer: NodeJS.Timeout | undefined;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly images: ImageStorageService,
    private readonly env: EnvironmentVariables,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const every = this.env.GALLERY_TRASH_PURGE_EVERY_MS;
    if (every === 0) return;
    await this.purgeQuietly();
    this.timer = setInterval(() => void this.purgeQuietly(), every).unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  private async purgeQuietly(): Promise<void> {
    try {
      await this.purge();
    } catch (error) {
      this.logger.warn(`The gallery trash was not purged this time: ${String(error)}`);
    }
  }

  /** Purges every item deleted before `now` minus the retention days. */
  async purge(now = new Date()): Promise<TrashPurgeResult> {
    const cutoff = new Date(now.getTime() - this.env.GALLERY_TRASH_RETENTION_DAYS * 24 * 60 * 60 * 1000);
    const result: TrashPurgeResult = { purged: [], kept: [] };
    for (;;) {
      const batch = await this.purgeBatch(cutoff, result.kept);
      result.purged.push(...batch.purged);
      result.kept.push(...batch.kept);
      if (batch.purged.length + batch.kept.length < BATCH) break;
    }
    if (result.purged.length > 0)
      this.logger.log(`Purged ${result.purged.length} gallery item(s) from the trash`);
    if (result.kept.length > 0)
      this.logger.warn(`Kept ${result.kept.length} expired gallery item(s): their image could not be deleted`);
    return result;
  }

  private purgeBatch(cutoff: Date, skip: string[]): Promise<TrashPurgeResult> {
    return this.db.transaction(async (manager) => {
      const rows: { id: string; image_url: string }[] = await manager.query(
        `SELECT "id", "image_url" FROM "gallery_item"
         WHERE "deleted_at" IS NOT NULL AND "deleted_at" <= $1 AND NOT ("id" = ANY($2::uuid[]))
         ORDER BY "deleted_at", "id" LIMIT $3
         FOR UPDATE SKIP LOCKED`,
        [cutoff, skip, BATCH],
      );
      const claimed = rows.map((row) => row.id);
      // Images some item outside this claim still uses (a row another purge holds counts too: it may fail and stay).
      const paths = [...new Set(rows.map((row) => row.image_url))];
      const used: { image_url: string }[] =
        paths.length === 0
          ? []
          : await manager.query(
              `SELECT DISTINCT "image_url" FROM "gallery_item"
               WHERE "image_url" = ANY($1::varchar[]) AND NOT ("id" = ANY($2::uuid[]))`,
              [paths, claimed],
            );
      const stillUsed = new Set(used.map((row) => row.image_url));
      const failed = new Set<string>();
      for (const path of paths) {
        if (stillUsed.has(path)) continue;
        try {
          await this.images.removeOrThrow(path);
        } catch (error) {
          this.logger.warn(`Could not delete the image ${path} of a purged gallery item: ${String(error)}`);
          failed.add(path);
        }
      }
      const purged = rows.filter((row) => !failed.has(row.image_url)).map((row) => row.id);
      const kept = rows.filter((row) => failed.has(row.image_url)).map((row) => row.id);
      if (purged.length > 0)
        await manager.query(`DELETE FROM "gallery_item" WHERE "id" = ANY($1::uuid[])`, [purged]);
      return { purged, kept };
    });
  }
}
