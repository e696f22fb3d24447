import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { MESSAGES, type GalleryItemVersion } from 'shared-contracts';
import { EntityManager, Repository } from 'typeorm';
import type { StaffUser } from '../../auth/staff-user.js';
import { EnvironmentVariables } from '../../config/env.js';
import { GalleryItemVersionEntity, type GalleryItemVersionFields } from './gallery-item-version.entity.js';

const toVersion = (row: GalleryItemVersionEntity): GalleryItemVersion => ({
  version: row.version,
  title: row.fields.title,
  description: row.fields.description,
  location: row.fields.location,
  category: row.fields.category,
  titleEs: row.fields.titleEs ?? '',
  descriptionEs: row.fields.descriptionEs ?? '',
  staffEmail: row.staffEmail,
  at: row.createdAt.toISOString(),
  restoredFrom: row.restoredFrom,
});

/**
 * The version history of gallery items (issue 29), the pattern of ContentVersionsService: versions are written only
 * in the transaction of the create, edit or restore that made them, never changed, and the newest
 * CONTENT_VERSIONS_KEPT per item are kept.
 */
@Injectable()
export class GalleryItemVersionsService {
  constructor(
    @InjectRepository(GalleryItemVersionEntity)
    private readonly versions: Repository<GalleryItemVersionEntity>,
    private readonly env: EnvironmentVariables,
  ) {}

  /** Stores a version in the caller's transaction (which holds the item's row lock), then prunes the oldest. */
  async record(
    manager: EntityManager,
    itemId: string,
    version: number,
    fields: GalleryItemVersionFields,
    staff: StaffUser,
    restoredFrom: number | null = null,
  ): Promise<void> {
    await manager.getRepository(GalleryItemVersionEntity).insert({
      itemId,
      version,
      fields: {
        title: fields.title,
        description: fields.description,
        location: fields.location,
        category: fields.category,
        titleEs: fields.titleEs ?? '',
        descriptionEs: fields.descriptionEs ?? '',
      },
      staffUid: staff.uid,
      staffEmail: staff.email,
      restoredFrom,
    });
    await manager.query(
      `DELETE FROM "gallery_item_version" WHERE "item_id" = $1 AND "version" < (
         SELECT min("version") FROM (
           SELECT "version" FROM "gallery_item_version" WHERE "item_id" = $1 ORDER BY "version" DESC LIMIT $2
         ) AS "kept"
       )`,
      [itemId, this.env.CONTENT_VERSIONS_KEPT],
    );
  }

  /** An item's kept versions, newest first. */
  async list(itemId: string): Promise<GalleryItemVersion[]> {
    const rows = await this.versions.find({ where: { itemId }, order: { version: 'DESC' } });
    return rows.map(toVersion);
  }

  /** One kept version's fields; 404 when the item never had it or it was pruned. */
  async fields(itemId: string, version: number): Promise<GalleryItemVersionFields> {
    const row = await this.versions.findOneBy({ itemId, version });
    if (!row) throw new NotFoundException(MESSAGES.gallery.versionNotFound);
    return row.fields;
  }
}
