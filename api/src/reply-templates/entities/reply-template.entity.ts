import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { LIMITS } from 'shared-contracts';
import { STAFF_EMAIL_LENGTH } from '../../inquiries/timeline/entities/staff-columns.js';

/**
 * A reply template staff keep (issue 32): picked in the reply box of an inquiry, {name} filled with the visitor's
 * first name. The table starts with STARTER_REPLY_TEMPLATES (its migration); staff add, change and remove rows.
 */
@Entity('reply_template')
export class ReplyTemplateEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_reply_template' })
  id!: string;

  @Column({ type: 'varchar', length: LIMITS.replyTemplate.titleMax })
  title!: string;

  @Column({ type: 'varchar', length: LIMITS.inquiryReply.textMax })
  text!: string;

  /** Where it is listed: a new template goes last (one more than the highest). */
  @Column({ type: 'integer' })
  position!: number;

  /** The staff e-mail of whoever saved it last, from the verified token; null for a starter row nobody edited. */
  @Column({ name: 'updated_by', type: 'varchar', length: STAFF_EMAIL_LENGTH, nullable: true })
  updatedBy!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
