import { HttpStatus, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { mapDatabaseError } from '../common/database-errors.js';
import { SeedHistoryEntity } from '../database/seed-history.entity.js';
import { ReadCaches } from '../read-cache/read-caches.service.js';
import { GalleryItemEntity } from './entities/gallery-item.entity.js';
import { ImageStorageService, type StoredImage } from './image-storage.service.js';
import { readSamplePhoto, SAMPLE_PROJECTS } from './sample-projects.js';

/** The seed_history row of this seed. */
export const SAMPLE_GALLERY_SEED = 'sample-gallery';

export type SampleGallerySeedOutcome = 'seeded' | 'already-ran' | 'gallery-not-empty';

/** Another instance's seed stores six photos; on a slow machine that takes seconds, never minutes. */
const WAIT_FOR_OTHER_SEED_MS = 120_000;

/**
 * A new site would otherwise show visitors the offline fallback (an empty gallery falls back to the samples with the
 * 'offline mode' banner). So on the first start of a database the built-in sample projects become real gallery
 * items, their photos going through the same pipeline as a staff upload. It runs once per database, ever: staff may
 * edit or delete the items, and deleted ones do not come back.
 */
@Injectable()
export class SampleGallerySeedService implements OnApplicationBootstrap {
  private readonly logger = new Logger(SampleGallerySeedService.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly images: ImageStorageService,
    private readonly caches: ReadCaches,
  ) {}

  /**
   * After migrations (they run while TypeORM connects) and before the server listens. A failed seed fails the start,
   * like a failed migration: it means the photos were not shipped or the image store (UPLOADS_DIR or the bucket) cannot be written, which uploads
   * need as well; the rollback leaves the database as it was, so the next start seeds.
   */
  async onApplicationBootstrap(): Promise<void> {
    const outcome = await this.seedOnce();
    if (outcome === 'seeded') {
      // An instance already serving may have cached the empty gallery.
      await this.caches.invalidate('gallery');
      this.logger.log(`New database: added ${SAMPLE_PROJECTS.length} sample gallery projects`);
    }
    if (outcome === 'gallery-not-empty')
      this.logger.log('Gallery already has items: no sample projects added');
  }

  /**
   * Seeds unless it already ran. An instance that finds another one's seed in progress waits on its claim row, and
   * that wait is cut by the database deadlines (data-source-options): it then tries again until that seed is done.
   */
  async seedOnce(): Promise<SampleGallerySeedOutcome> {
    const giveUpAt = Date.now() + WAIT_FOR_OTHER_SEED_MS;
    for (;;) {
      try {
        return await this.seedInTransaction();
      } catch (error) {
        const waitCut = mapDatabaseError(error)?.status === HttpStatus.SERVICE_UNAVAILABLE;
        if (!waitCut || Date.now() > giveUpAt) throw error;
      }
    }
  }

  /**
   * The seed_history row and the items commit together. If anything fails, the rollback takes the row too, so the
   * next run tries again, and the image files already written are deleted here.
   */
  private async seedInTransaction(): Promise<SampleGallerySeedOutcome> {
    const stored: StoredImage[] = [];
    try {
      return await this.dataSource.transaction(async (manager) => {
        if (!(await this.claim(manager))) return 'already-ran';
        const items = manager.getRepository(GalleryItemEntity);
        // A database that already has items (an install from before this seed existed) keeps exactly those.
        if (await items.exists()) return 'gallery-not-empty';
        const rows: Partial<GalleryItemEntity>[] = [];
        for (const project of SAMPLE_PROJECTS) {
          const image = await this.images.store(await readSamplePhoto(project));
          stored.push(image);
          const { photoFile: _photoFile, ...fields } = project;
          rows.push({ ...fields, imageUrl: image.path });
        }
        await items.insert(rows);
        return 'seeded';
      });
    } catch (error) {
      await Promise.all(stored.map((image) => this.images.remove(image.path)));
      throw error;
    }
  }

  /**
   * Records the seed, unless it already is. Several instances starting at once all try the same primary key: the
   * others wait on the first one's uncommitted row, then find it committed (nothing to do) or rolled back (they seed).
   */
  private async claim(manager: EntityManager): Promise<boolean> {
    const result = await manager
      .getRepository(SeedHistoryEntity)
      .createQueryBuilder()
      .insert()
      .values({ name: SAMPLE_GALLERY_SEED })
      .orIgnore()
      .returning(['name'])
      .execute();
    return (result.raw as unknown[]).length === 1;
  }
}
