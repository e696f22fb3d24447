import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { STAFF_EMAIL_LENGTH, STAFF_UID_LENGTH } from '../../inquiries/timeline/entities/staff-columns.js';
import { GalleryItemEntity } from '../entities/gallery-item.entity.js';

/** The text fields a gallery item version keeps (its image never changes). */
export interface GalleryItemVersionFields {
  title: string;
  description: string;
  location: string;
  category: string;
  /** Spanish text (issue 30); absent in versions from before it, which restore none. */
  titleEs?: string;
  descriptionEs?: string;
}

/**
 * One version of a gallery item's text (issue 29), as page content versions: written in the transaction of the create,
 * edit or restore that made it, with the item's version number after it, its full fields and who, from the verified
 * token. Never updated; the oldest are deleted past CONTENT_VERSIONS_KEPT per item, and all go with the item when the
 * trash purge removes it. Who is null only for items that existed before history was kept.
 */
@Entity('gallery_item_version')
@Check('CHK_gallery_item_version_version', `"version" >= 1`)
@Index('IDX_gallery_item_version_item_version', ['itemId', 'version'], { unique: true })
export class GalleryItemVersionEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_gallery_item_version' })
  id!: string;

  @Column({ name: 'item_id', type: 'uuid' })
  itemId!: string;

  @ManyToOne(() => GalleryItemEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'item_id', foreignKeyConstraintName: 'FK_gallery_item_version_item' })
  item?: GalleryItemEntity;

  @Column({ type: 'integer' })
  version!: number;

  @Column({ type: 'jsonb' })
  fields!: GalleryItemVersionFields;

  @Column({ name: 'staff_uid', type: 'varchar', length: STAFF_UID_LENGTH, nullable: true })
  staffUid!: string | null;

  @Column({ name: 'staff_email', type: 'varchar', length: STAFF_EMAIL_LENGTH, nullable: true })
  staffEmail!: string | null;

  /** The version a restore copied; null for a create or an edit. */
  @Column({ name: 'restored_from', type: 'integer', nullable: true })
  restoredFrom!: number | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
