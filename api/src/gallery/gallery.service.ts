import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  ERROR_CODES,
  HIDDEN_GALLERY_CATEGORY,
  MESSAGES,
  type AdminGalleryItem,
  type GalleryItem,
  type GalleryTrashItem,
  type Locale,
} from 'shared-contracts';
import { DataSource, IsNull, Repository } from 'typeorm';
import type { StaffUser } from '../auth/staff-user.js';
import { EnvironmentVariables } from '../config/env.js';
import type { CreateGalleryItemDto } from './dto/create-gallery-item.dto.js';
import type { UpdateGalleryItemDto } from './dto/update-gallery-item.dto.js';
import type { ReadCache } from '../read-cache/read-cache.js';
import { ReadCaches } from '../read-cache/read-caches.service.js';
import { GalleryItemEntity } from './entities/gallery-item.entity.js';
import { toAdminGalleryItem, toGalleryItem, toLocalizedGalleryItem } from './gallery.mapper.js';
import { ImageStorageService } from './image-storage.service.js';
import type { GalleryItemVersionFields } from './versions/gallery-item-version.entity.js';
import { GalleryItemVersionsService } from './versions/gallery-item-versions.service.js';

@Injectable()
export class GalleryService {
  private readonly cache: ReadCache<GalleryItem[] | string[]>;

  constructor(
    @InjectRepository(GalleryItemEntity) private readonly items: Repository<GalleryItemEntity>,
    private readonly images: ImageStorageService,
    private readonly caches: ReadCaches,
    private readonly env: EnvironmentVariables,
    private readonly dataSource: DataSource,
    private readonly versions: GalleryItemVersionsService,
  ) {
    this.cache = caches.create('gallery');
  }

  /**
   * In the staff's order (position; new items first); `category` 'all' or absent means every category. In Spanish
   * (issue 30) each title and description is the Spanish one where written, else the English one. Cached per
   * category and language; every write clears them all.
   */
  list(category?: string, locale: Locale = 'en'): Promise<GalleryItem[]> {
    const filter = category && category !== 'all' ? category : undefined;
    return this.cache.get(`list:${filter ?? ''}${locale === 'en' ? '' : `:${locale}`}`, async () => {
      const rows = await this.items.find({
        where: filter ? { category: filter, deletedAt: IsNull() } : { deletedAt: IsNull() },
        order: { position: 'ASC', createdAt: 'DESC', id: 'ASC' },
      });
      return rows.map((row) => toLocalizedGalleryItem(row, (path) => this.images.toUrl(path), locale));
    }) as Promise<GalleryItem[]>;
  }

  /** One shown item with its Spanish text, for its edit form (staff); 404 when unknown or in the trash. */
  async getForStaff(id: string): Promise<AdminGalleryItem> {
    const row = await this.items.findOneBy({ id, deletedAt: IsNull() });
    if (!row) throw new NotFoundException(MESSAGES.gallery.notFound);
    return toAdminGalleryItem(row, (path) => this.images.toUrl(path));
  }

  /** Distinct categories in use, without the site-images one (spec: 'images' is filtered out, any case). */
  categories(): Promise<string[]> {
    return this.cache.get('categories', () => this.loadCategories()) as Promise<string[]>;
  }

  private async loadCategories(): Promise<string[]> {
    const rows: { category: string }[] = await this.items
      .createQueryBuilder('g')
      .select('DISTINCT g.category', 'category')
      .where('lower(g.category) <> :hidden', { hidden: HIDDEN_GALLERY_CATEGORY })
      .andWhere('g.deleted_at IS NULL')
      .orderBy('category', 'ASC')
      .getRawMany();
    return rows.map((row) => row.category);
  }

  /** A new item, first in the gallery, with its first version (who: the caller). */
  async create(dto: CreateGalleryItemDto, staff: StaffUser): Promise<GalleryItem> {
    this.caches.clearLocal('gallery');
    const row = await this.dataSource.transaction(async (manager) => {
      const items = manager.getRepository(GalleryItemEntity);
      // First in the gallery: one before the smallest position (two creates at once share it; the newer shows first).
      const [{ first }] = (await manager.query(
        `SELECT coalesce(min("position"), 1) - 1 AS "first" FROM "gallery_item"`,
      )) as [{ first: number }];
      const saved = await items.save(
        items.create({
          title: dto.title,
          description: dto.description,
          imageUrl: this.images.toStoredPath(dto.imageUrl),
          location: dto.location,
          category: dto.category,
          titleEs: dto.titleEs ?? '',
          descriptionEs: dto.descriptionEs ?? '',
          position: first,
        }),
      );
      await this.versions.record(manager, saved.id, saved.version, saved, staff);
      return saved;
    });
    await this.caches.invalidate('gallery');
    return toGalleryItem(row, (path) => this.images.toUrl(path));
  }

  /**
   * Edits a shown item's text (issue 29) when `dto.version` is still its version: the item's version goes up by one.
   * 404 for an unknown or trashed item, 409 STALE_VERSION when someone edited it since. Public reads are cleared on
   * every instance.
   */
  async update(id: string, dto: UpdateGalleryItemDto, staff: StaffUser): Promise<GalleryItem> {
    return this.write(id, dto, dto.version, staff, null);
  }

  /**
   * Sets or removes a shown item's "before" photo (issue 31): an image uploaded here and still stored (400 otherwise),
   * 404 for an unknown or trashed item. The photo it replaces is left to the unused-uploads sweep.
   */
  async setBeforePhoto(id: string, url: string | null): Promise<AdminGalleryItem> {
    const row = await this.items.findOneBy({ id, deletedAt: IsNull() });
    if (!row) throw new NotFoundException(MESSAGES.gallery.notFound);
    const path = url === null ? null : this.images.toStoredPath(url);
    if (path !== null && (!path.startsWith('/uploads/') || !(await this.images.isStored(path))))
      throw new BadRequestException(MESSAGES.galleryBefore.notStored);
    await this.items.update({ id }, { beforeImageUrl: path });
    row.beforeImageUrl = path;
    await this.caches.invalidate('gallery');
    return toAdminGalleryItem(row, (stored) => this.images.toUrl(stored));
  }

  /** An item's kept versions, newest first; 404 when the item is not in the gallery (unknown or trashed). */
  async history(id: string) {
    if (!(await this.items.existsBy({ id, deletedAt: IsNull() })))
      throw new NotFoundException(MESSAGES.gallery.notFound);
    return this.versions.list(id);
  }

  /**
   * Puts a kept version's text back as a new version (issue 29), when `expectedVersion` is still the item's version:
   * the edit's rules (404, 409 STALE_VERSION), recording which version it copied.
   */
  async restoreVersion(
    id: string,
    version: number,
    expectedVersion: number,
    staff: StaffUser,
  ): Promise<GalleryItem> {
    if (!(await this.items.existsBy({ id, deletedAt: IsNull() })))
      throw new NotFoundException(MESSAGES.gallery.notFound);
    const fields = await this.versions.fields(id, version);
    return this.write(
      id,
      { ...fields, titleEs: fields.titleEs ?? '', descriptionEs: fields.descriptionEs ?? '' },
      expectedVersion,
      staff,
      version,
    );
  }

  /**
   * The edit and the version it records, in one transaction (the update holds the row's lock until the insert). An
   * edit without a Spanish text keeps the stored one (issue 30); a restore sets the version's ('' when it has none).
   * The version records the item's text as written.
   */
  private async write(
    id: string,
    fields: GalleryItemVersionFields,
    expectedVersion: number,
    staff: StaffUser,
    restoredFrom: number | null,
  ): Promise<GalleryItem> {
    this.caches.clearLocal('gallery');
    const raw = await this.dataSource.transaction(async (manager) => {
      const result = await manager
        .createQueryBuilder()
        .update(GalleryItemEntity)
        .set({
          title: fields.title,
          description: fields.description,
          location: fields.location,
          category: fields.category,
          ...(fields.titleEs === undefined ? {} : { titleEs: fields.titleEs }),
          ...(fields.descriptionEs === undefined ? {} : { descriptionEs: fields.descriptionEs }),
          version: () => '"version" + 1',
        })
        .where('id = :id AND deleted_at IS NULL AND version = :version', { id, version: expectedVersion })
        .returning('*')
        .execute();
      const [written] = result.raw as Record<string, unknown>[];
      if (written)
        await this.versions.record(
          manager,
          id,
          written.version as number,
          { ...fields, titleEs: written.title_es as string, descriptionEs: written.description_es as string },
          staff,
          restoredFrom,
        );
      return written;
    });
    if (!raw) {
      const shown = await this.items.existsBy({ id, deletedAt: IsNull() });
      if (!shown) throw new NotFoundException(MESSAGES.gallery.notFound);
      throw new ConflictException({
        message: MESSAGES.gallery.staleVersion,
        code: ERROR_CODES.STALE_VERSION,
      });
    }
    await this.caches.invalidate('gallery');
    return toGalleryItem(this.fromRaw(raw), (path) => this.images.toUrl(path));
  }

  /**
   * Puts the shown items in the given order (issue 29), in one transaction that locks them: `ids` must be exactly
   * the set of items shown now (not trashed), otherwise 400 and nothing changes. Public reads cleared everywhere.
   */
  async reorder(ids: string[]): Promise<void> {
    this.caches.clearLocal('gallery');
    const wanted = ids.map((id) => id.toLowerCase());
    await this.dataSource.transaction(async (manager) => {
      const rows: { id: string }[] = await manager.query(
        `SELECT "id" FROM "gallery_item" WHERE "deleted_at" IS NULL ORDER BY "id" FOR UPDATE`,
      );
      const shown = new Set(rows.map((row) => row.id));
      if (shown.size !== wanted.length || !wanted.every((id) => shown.has(id)))
        throw new BadRequestException(MESSAGES.gallery.orderInvalid);
      await manager.query(
        `UPDATE "gallery_item" g SET "position" = o."n" FROM unnest($1::uuid[]) WITH ORDINALITY AS o("id", "n")
         WHERE g."id" = o."id"`,
        [wanted],
      );
    });
    await this.caches.invalidate('gallery');
  }

  /**
   * Moves a shown item to the trash (issue 29): hidden from the public list and categories at once, on every instance
   * (the shared read-cache invalidation), restorable for GALLERY_TRASH_RETENTION_DAYS. Its image stays until the purge.
   * An item already in the trash is not in the gallery: 404, as an unknown one.
   */
  async remove(id: string, staff: StaffUser): Promise<void> {
    this.caches.clearLocal('gallery');
    const result = await this.items
      .createQueryBuilder()
      .update(GalleryItemEntity)
      .set({ deletedAt: () => 'now()', deletedBy: staff.email })
      .where('id = :id AND deleted_at IS NULL', { id })
      .execute();
    if (!result.affected) throw new NotFoundException(MESSAGES.gallery.notFound);
    await this.caches.invalidate('gallery');
  }

  /** The trash: items deleted within the retention days, newest deletion first, with their purge date. */
  async trash(): Promise<GalleryTrashItem[]> {
    const rows = await this.items
      .createQueryBuilder('g')
      .where(`g.deleted_at > now() - make_interval(days => :days)`, { days: this.retentionDays })
      .orderBy('g.deleted_at', 'DESC')
      .addOrderBy('g.id', 'ASC')
      .getMany();
    return rows.map((row) => ({
      ...toGalleryItem(row, (path) => this.images.toUrl(path)),
      deletedAt: row.deletedAt!.toISOString(),
      deletedBy: row.deletedBy,
      purgeAt: new Date(row.deletedAt!.getTime() + this.retentionDays * DAY_MS).toISOString(),
    }));
  }

  /**
   * Brings an item of the trash back into the gallery (public reads cleared on every instance). 404 when it is not in
   * the trash: never deleted, restored already, past the retention days, or being purged right now (the purge holds
   * the row's lock; this update waits for it and then finds the row gone).
   */
  async restore(id: string): Promise<GalleryItem> {
    this.caches.clearLocal('gallery');
    const result = await this.items
      .createQueryBuilder()
      .update(GalleryItemEntity)
      .set({ deletedAt: null, deletedBy: null })
      .where(`id = :id AND deleted_at > now() - make_interval(days => :days)`, {
        id,
        days: this.retentionDays,
      })
      .returning('*')
      .execute();
    const [raw] = result.raw as Record<string, unknown>[];
    if (!raw) throw new NotFoundException(MESSAGES.gallery.notInTrash);
    await this.caches.invalidate('gallery');
    return toGalleryItem(this.fromRaw(raw), (path) => this.images.toUrl(path));
  }

  /** An entity from a RETURNING * row (column names as stored). */
  private fromRaw(raw: Record<string, unknown>): GalleryItemEntity {
    return this.items.create({
      id: raw.id as string,
      title: raw.title as string,
      description: raw.description as string,
      imageUrl: raw.image_url as string,
      location: raw.location as string,
      category: raw.category as string,
      titleEs: raw.title_es as string,
      descriptionEs: raw.description_es as string,
      createdAt: new Date(raw.created_at as string | Date),
      version: raw.version as number,
      position: raw.position as number,
    });
  }

  private get retentionDays(): number {
    return this.env.GALLERY_TRASH_RETENTION_DAYS;
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;
