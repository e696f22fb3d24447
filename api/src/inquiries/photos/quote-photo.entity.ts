import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
} from 'typeorm';
import { InquiryEntity } from '../entities/inquiry.entity.js';

/**
 * A photo a visitor uploaded for a quote request (issue 31). Stored at once (its id is what the upload answers); the
 * quote POST that names it ties it to its inquiry in the inquiry's transaction. One never tied within the grace
 * period is removed with its files; an inquiry's photos go with it (rows by the FK, files by InquiriesService.remove).
 */
@Entity('quote_photo')
@Index('IDX_quote_photo_inquiry_id', ['inquiryId'])
@Index('IDX_quote_photo_created_at', ['createdAt'])
@Check('CHK_quote_photo_size', `"width" > 0 AND "height" > 0 AND "bytes" > 0`)
export class QuotePhotoEntity {
  /** Chosen by the API (randomUUID) before the files are written: it is also their name. */
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'PK_quote_photo' })
  id!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @ManyToOne(() => InquiryEntity, { onDelete: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'inquiry_id', foreignKeyConstraintName: 'FK_quote_photo_inquiry' })
  inquiry?: InquiryEntity | null;

  @Column({ name: 'inquiry_id', type: 'uuid', nullable: true })
  inquiryId!: string | null;

  /** 1-based place in the quote's photoIds; null until attached. */
  @Column({ type: 'smallint', nullable: true })
  position!: number | null;

  /** Of the stored (re-encoded) large image. */
  @Column({ type: 'integer' })
  width!: number;

  @Column({ type: 'integer' })
  height!: number;

  /** Bytes of both stored files. */
  @Column({ type: 'integer' })
  bytes!: number;
}
