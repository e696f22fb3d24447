import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { DEFAULT_GALLERY_LOCATION, LIMITS } from 'shared-contracts';

/** A project shown in the public gallery. image_url points at /uploads (our files) or an external https image. */
@Entity('gallery_item')
@Index('IDX_gallery_item_category_created_at', ['category', 'createdAt'])
@Index('IDX_gallery_item_created_at', ['createdAt'])
export class GalleryItemEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar', length: LIMITS.gallery.titleMax })
  title!: string;

  @Column({ type: 'varchar', length: LIMITS.gallery.descriptionMax })
  description!: string;

  @Column({ name: 'image_url', type: 'varchar', length: LIMITS.gallery.imageUrlMax })
  imageUrl!: string;

  @Column({ type: 'varchar', length: LIMITS.gallery.locationMax, default: DEFAULT_GALLERY_LOCATION })
  location!: string;

  @Column({ type: 'varchar', length: LIMITS.gallery.categoryMax })
  category!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
