import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { HIDDEN_GALLERY_CATEGORY, MESSAGES, type GalleryItem } from 'shared-contracts';
import { Repository } from 'typeorm';
import type { CreateGalleryItemDto } from './dto/create-gallery-item.dto.js';
import type { ReadCache } from '../read-cache/read-cache.js';
import { ReadCaches } from '../read-cache/read-caches.service.js';
import { GalleryItemEntity } from './entities/gallery-item.entity.js';
import { toGalleryItem } from './gallery.mapper.js';
import { ImageStorageService } from './image-storage.service.js';

@Injectable()
export class GalleryService {
  private readonly cache: ReadCache<GalleryItem[] | string[]>;

  constructor(
    @InjectRepository(GalleryItemEntity) private readonly items: Repository<GalleryItemEntity>,
    private readonly images: ImageStorageService,
    private readonly caches: ReadCaches,
  ) {
    this.cache = caches.create('gallery');
  }

  /** Newest first; `category` 'all' or absent means every category. */
  list(category?: string): Promise<GalleryItem[]> {
    const filter = category && category !== 'all' ? category : undefined;
    return this.cache.get(`list:${filter ?? ''}`, async () => {
      const rows = await this.items.find({
        where: filter ? { category: filter } : {},
        order: { createdAt: 'DESC', id: 'ASC' },
      });
      return rows.map((row) => toGalleryItem(row, (path) => this.images.toUrl(path)));
    }) as Promise<GalleryItem[]>;
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
      .orderBy('category', 'ASC')
      .getRawMany();
    return rows.map((row) => row.category);
  }

  async create(dto: CreateGalleryItemDto): Promise<GalleryItem> {
    this.caches.clearLocal('gallery');
    const row = await this.items.save(
      this.items.create({
        title: dto.title,
        description: dto.description,
        imageUrl: this.images.toStoredPath(dto.imageUrl),
        location: dto.location,
        category: dto.category,
      }),
    );
    await this.caches.invalidate('gallery');
    return toGalleryItem(row, (path) => this.images.toUrl(path));
  }

  /** Deletes the item, then its image files (if they are ours); the row goes first so no item points at nothing. */
  async remove(id: string): Promise<void> {
    const row = await this.items.findOneBy({ id });
    if (!row) throw new NotFoundException(MESSAGES.gallery.notFound);
    await this.items.delete({ id });
    await this.caches.invalidate('gallery');
    const stillUsed = await this.items.exists({ where: { imageUrl: row.imageUrl } });
    if (!stillUsed) await this.images.remove(row.imageUrl);
  }
}
