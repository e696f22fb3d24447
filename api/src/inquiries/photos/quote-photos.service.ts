import {
  BadRequestException,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { LIMITS, MESSAGES, type InquiryPhoto } from 'shared-contracts';
import { EntityManager, In, Repository } from 'typeorm';
import { ImageStorageService } from '../../gallery/image-storage.service.js';
import { STORAGE_DRIVER, type StorageDriver, type StoredObject } from '../../storage/storage-driver.js';
import { IMAGE_CONTENT_TYPE, QUOTE_PHOTO_NAME, quotePhotoName } from '../../storage/stored-image-names.js';
import { QuotePhotoEntity } from './quote-photo.entity.js';

const p = LIMITS.quotePhotos;
/** An upload no quote names within this is removed (issue 31: 24 hours). */
export const QUOTE_PHOTO_GRACE_MS = p.unattachedHours * 60 * 60 * 1000;
const SWEEP_EVERY_MS = 60 * 60 * 1000;

/**
 * Visitors' quote photos (issue 31). An upload goes through the gallery's checks (ImageStorageService.reencode: a JPEG,
 * PNG, WebP or GIF by content, within the pixel limit, orientation applied, every metadata field, GPS included,
 * dropped) into a large WebP (longest side <= LIMITS.quotePhotos.maxSidePx) and a thumbnail, stored by the configured
 * driver as quote-<id>(.thumb).webp, names /uploads never serves. The quote POST ties them to its inquiry.
 */
@Injectable()
export class QuotePhotosService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(QuotePhotosService.name);
  private timer: NodeJS.Timeout | undefined;

  constructor(
    @InjectRepository(QuotePhotoEntity) private readonly photos: Repository<QuotePhotoEntity>,
    private readonly images: ImageStorageService,
    @Inject(STORAGE_DRIVER) private readonly driver: StorageDriver,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.sweep();
    this.timer = setInterval(() => void this.sweep(), SWEEP_EVERY_MS).unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  /** Checks, re-encodes and stores one upload; answers its id (not yet tied to any inquiry). */
  async store(buffer: Buffer): Promise<string> {
    let large: Buffer;
    let thumb: Buffer;
    try {
      [large, thumb] = (await this.images.reencode(buffer, [
        { width: p.maxSidePx, height: p.maxSidePx, quality: 82 },
        { width: p.thumbSidePx, height: p.thumbSidePx, quality: 72 },
      ])) as [Buffer, Buffer];
    } catch (error) {
      if (!(error instanceof BadRequestException)) throw error;
      throw new BadRequestException(
        error.message === MESSAGES.gallery.imageTooManyPixels
          ? MESSAGES.quotePhotos.tooManyPixels
          : MESSAGES.quotePhotos.unsupported,
      );
    }
    const { width, height } = await sharp(large).metadata();
    const id = randomUUID();
    const written: string[] = [];
    try {
      for (const [size, body] of [
        ['large', large],
        ['thumb', thumb],
      ] as const) {
        await this.driver.put(quotePhotoName(id, size), body, IMAGE_CONTENT_TYPE);
        written.push(quotePhotoName(id, size));
      }
      await this.photos.insert({ id, width: width!, height: height!, bytes: large.length + thumb.length });
    } catch (error) {
      for (const name of written) await this.driver.delete(name).catch(() => undefined);
      throw error;
    }
    return id;
  }

  /**
   * Ties the named uploads to a new inquiry, in its transaction (`manager`), in the order given. Each must be stored,
   * within the grace period and not tied to an inquiry yet, else 400 and the caller's transaction rolls back. Row
   * locks make two quotes naming the same upload take it once: the second finds it tied.
   */
  async attach(manager: EntityManager, inquiryId: string, ids: readonly string[] | undefined): Promise<void> {
    if (!ids?.length) return;
    const rows = (await manager.query(
      `UPDATE "quote_photo" SET "inquiry_id" = $1, "position" = array_position($2::uuid[], "id")
       WHERE "id" = ANY($2::uuid[]) AND "inquiry_id" IS NULL AND "created_at" > now() - make_interval(hours => $3)
       RETURNING "id"`,
      [inquiryId, ids, p.unattachedHours],
    )) as [unknown[], number] | unknown[];
    // TypeORM answers [rows, count] for an UPDATE ... RETURNING on PostgreSQL.
    const updated = Array.isArray(rows[0]) ? (rows[0] as unknown[]) : rows;
    if (updated.length !== ids.length) throw new BadRequestException(MESSAGES.quotePhotos.notAvailable);
  }

  /** The photos of these inquiries, each list in the order the visitor sent them. */
  async photosOf(inquiryIds: readonly string[]): Promise<Map<string, InquiryPhoto[]>> {
    const byInquiry = new Map<string, InquiryPhoto[]>();
    if (inquiryIds.length === 0) return byInquiry;
    const rows = await this.photos.find({
      select: { id: true, inquiryId: true, width: true, height: true, position: true },
      where: { inquiryId: In([...inquiryIds]) },
      order: { position: 'ASC' },
    });
    for (const row of rows) {
      const list = byInquiry.get(row.inquiryId!) ?? [];
      list.push({ id: row.id, width: row.width, height: row.height });
      byInquiry.set(row.inquiryId!, list);
    }
    return byInquiry;
  }

  /** One photo of one inquiry (404 for a photo of another inquiry or none). */
  async open(inquiryId: string, photoId: string, size: 'large' | 'thumb'): Promise<StoredObject> {
    const row = await this.photos.findOneBy({ id: photoId, inquiryId });
    const object = row ? await this.driver.get(quotePhotoName(photoId, size)) : null;
    if (!object) throw new NotFoundException(MESSAGES.inquiryPhotos.notFound);
    return object;
  }

  /** The ids of an inquiry's photos (read before the inquiry is deleted: the rows go with it). */
  async idsOf(inquiryId: string): Promise<string[]> {
    const rows = await this.photos.find({ select: { id: true }, where: { inquiryId } });
    return rows.map((row) => row.id);
  }

  /** Deletes the files of these photos; a store failure is logged (the sweep removes files without a row later). */
  async removeFiles(ids: readonly string[]): Promise<void> {
    for (const id of ids) {
      for (const size of ['large', 'thumb'] as const) {
        await this.driver.delete(quotePhotoName(id, size)).catch((error: Error) => {
          this.logger.warn(`Could not delete ${quotePhotoName(id, size)}: ${error.message}`);
        });
      }
    }
  }

  /**
   * Removes the uploads no quote named within the grace period (rows and files), and quote photo files older than
   * that without a row (a failed delete, an interrupted upload). Returns the removed ids. Never throws: the next
   * sweep retries. Safe with several instances (deleting a missing row or file is no error).
   */
  async sweep(now = Date.now()): Promise<string[]> {
    try {
      const cutoff = new Date(now - QUOTE_PHOTO_GRACE_MS);
      const expired = (await this.photos
        .createQueryBuilder()
        .delete()
        .where('inquiry_id IS NULL AND created_at < :cutoff', { cutoff })
        .returning(['id'])
        .execute()) as { raw: { id: string }[] };
      const removed = new Set(expired.raw.map((row) => row.id));
      const oldFiles = (await this.driver.list())
        .filter((object) => object.lastModified.getTime() < cutoff.getTime())
        .map((object) => QUOTE_PHOTO_NAME.exec(object.name)?.[1])
        .filter((id): id is string => id !== undefined);
      const candidates = [...new Set(oldFiles)].filter((id) => !removed.has(id));
      if (candidates.length > 0) {
        const kept = await this.photos.find({ select: { id: true }, where: { id: In(candidates) } });
        const keptIds = new Set(kept.map((row) => row.id));
        for (const id of candidates) if (!keptIds.has(id)) removed.add(id);
      }
      await this.removeFiles([...removed]);
      if (removed.size > 0) this.logger.log(`Removed ${removed.size} quote photo(s) no inquiry uses`);
      return [...removed];
    } catch (error) {
      this.logger.warn(`Unused quote photos were not cleaned up this time: ${String(error)}`);
      return [];
    }
  }
}
