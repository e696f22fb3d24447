import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { LIMITS } from 'shared-contracts';
import { InquiryEntity } from '../entities/inquiry.entity.js';
import { STAFF_EMAIL_LENGTH, STAFF_UID_LENGTH } from '../timeline/entities/staff-columns.js';

/**
 * A reply staff e-mailed to the visitor from the inquiry (issue 32), written in the transaction that queues the
 * e-mail in the outbox, so the timeline shows exactly the replies that go out. Deleted with its inquiry.
 */
@Entity('inquiry_reply')
@Index('IDX_inquiry_reply_inquiry_created_at', ['inquiryId', 'createdAt'])
export class InquiryReplyEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_inquiry_reply' })
  id!: string;

  @ManyToOne(() => InquiryEntity, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'inquiry_id', foreignKeyConstraintName: 'FK_inquiry_reply_inquiry' })
  inquiry?: InquiryEntity;

  @Column({ name: 'inquiry_id', type: 'uuid' })
  inquiryId!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'staff_uid', type: 'varchar', length: STAFF_UID_LENGTH })
  staffUid!: string;

  @Column({ name: 'staff_email', type: 'varchar', length: STAFF_EMAIL_LENGTH })
  staffEmail!: string;

  @Column({ type: 'varchar', length: LIMITS.inquiryReply.textMax })
  text!: string;
}
