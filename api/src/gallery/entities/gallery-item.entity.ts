import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { DEFAULT_GALLERY_LOCATION, LIMITS } from 'shared-contracts';

/** A project shown in the public gallery (unless deleted_at is set: then it is in the trash). image_url points at /uploads (our files) or an external https image. */
@Entity('gallery_item')
@Index('IDX_gallery_item_category_created_at', ['category', 'createdAt'])
@Index('IDX_gallery_item_created_at', ['createdAt'])
@Index('IDX_gallery_item_deleted_at', ['deletedAt'])
@Index('IDX_gallery_item_position', ['position'])
export class GalleryItemEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar', length: LIMITS.gallery.titleMax })
  title!: string;

  @Column({ type: 'varchar', length: LIMITS.gallery.descriptionMax })
  description!: string;

  /** Spanish title and description (issue 30); '' = not translated (the Spanish gallery shows the English one). */
  @Column({ name: 'title_es', type: 'varchar', length: LIMITS.gallery.titleMax, default: '' })
  titleEs!: string;

  @Column({ name: 'description_es', type: 'varchar', length: LIMITS.gallery.descriptionMax, default: '' })
  descriptionEs!: string;

  @Column({ name: 'image_url', type: 'varchar', length: LIMITS.gallery.imageUrlMax })
  imageUrl!: string;

  /** Issue 31: a photo of the job before the work (one of our uploads), or null; the gallery shows a comparison. */
  @Column({ name: 'before_image_url', type: 'varchar', length: LIMITS.gallery.imageUrlMax, nullable: true })
  beforeImageUrl!: string | null;

  @Column({ type: 'varchar', length: LIMITS.gallery.locationMax, default: DEFAULT_GALLERY_LOCATION })
  location!: string;

  @Column({ type: 'varchar', length: LIMITS.gallery.categoryMax })
  category!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  /** Counts the item's edits (issue 29): an edit names the version it started from; a stale one is refused. */
  @Column({ type: 'integer', default: 1 })
  version!: number;

  /** Its place in the gallery (issue 29), smallest first; a new item goes before all others. */
  @Column({ type: 'integer', default: 0 })
  position!: number;

  /** Set: the item is in the trash (issue 29), hidden from the public gallery, purged after the retention days. */
  @Column({ name: 'deleted_at', type: 'timestamptz', nullable: true })
  deletedAt!: Date | null;

  /** Who moved it to the trash (the verified token's e-mail); null while it is shown. */
  @Column({ name: 'deleted_by', type: 'varchar', length: 254, nullable: true })
  deletedBy!: string | null;
}
