import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { GalleryItemEntity } from './entities/gallery-item.entity.js';
import { ImageStorageService } from './image-storage.service.js';

/** Long enough for any staff member to finish the item form an upload was made for. */
export const UNUSED_UPLOAD_GRACE_MS = 24 * 60 * 60 * 1000;
const SWEEP_EVERY_MS = 60 * 60 * 1000;

/**
 * An upload is stored at once, before the gallery item that will use it exists; a form that is abandoned leaves the
 * image behind. Once an image is older than the grace period and no item uses it, it is removed (at start, then
 * hourly), through the storage driver (UPLOADS_DIR or the bucket). Several instances sharing the store may sweep at
 * the same time: deleting a missing image is not an error.
 */
@Injectable()
export class UnusedUploadsCleanupService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(UnusedUploadsCleanupService.name);
  private timer: NodeJS.Timeout | undefined;

  constructor(
    @InjectRepository(GalleryItemEntity) private readonly items: Repository<GalleryItemEntity>,
    private readonly images: ImageStorageService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.sweep();
    this.timer = setInterval(() => void this.sweep(), SWEEP_EVERY_MS).unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  /** Removes the unused images older than the grace period; returns their paths. Never throws: the next sweep retries. */
  async sweep(now = Date.now()): Promise<string[]> {
    try {
      const old = await this.images.storedBefore(now - UNUSED_UPLOAD_GRACE_MS);
      if (old.length === 0) return [];
      // An item's photo, or its "before" photo (issue 31).
      const used = await this.items.find({
        select: { imageUrl: true, beforeImageUrl: true },
        where: [{ imageUrl: In(old) }, { beforeImageUrl: In(old) }],
      });
      const usedPaths = new Set(used.flatMap((item) => [item.imageUrl, item.beforeImageUrl]));
      const unused = old.filter((path) => !usedPaths.has(path));
      for (const path of unused) await this.images.remove(path);
      if (unused.length > 0)
        this.logger.log(`Removed ${unused.length} uploaded image(s) no gallery item uses`);
      return unused;
    } catch (error) {
      this.logger.warn(`Unused uploads were not cleaned up this time: ${String(error)}`);
      return [];
    }
  }
}
