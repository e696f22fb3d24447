import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { INQUIRY_STATUSES, type InquiryStatus } from 'shared-contracts';
import { InquiryEntity } from '../../entities/inquiry.entity.js';
import { STAFF_EMAIL_LENGTH, STAFF_UID_LENGTH } from './staff-columns.js';

/**
 * One status change of an inquiry (from, to, who, when), written in the transaction that changed the status, so the
 * history and the status never disagree. Deleted with its inquiry.
 */
@Entity('inquiry_status_change')
@Index('IDX_inquiry_status_change_inquiry_created_at', ['inquiryId', 'createdAt'])
export class InquiryStatusChangeEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_inquiry_status_change' })
  id!: string;

  @ManyToOne(() => InquiryEntity, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'inquiry_id', foreignKeyConstraintName: 'FK_inquiry_status_change_inquiry' })
  inquiry?: InquiryEntity;

  @Column({ name: 'inquiry_id', type: 'uuid' })
  inquiryId!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'staff_uid', type: 'varchar', length: STAFF_UID_LENGTH })
  staffUid!: string;

  @Column({ name: 'staff_email', type: 'varchar', length: STAFF_EMAIL_LENGTH })
  staffEmail!: string;

  // The inquiry's own enum type: a status added there is at once a status the history can hold.
  @Column({ name: 'from_status', type: 'enum', enum: INQUIRY_STATUSES, enumName: 'inquiry_status' })
  fromStatus!: InquiryStatus;

  @Column({ name: 'to_status', type: 'enum', enum: INQUIRY_STATUSES, enumName: 'inquiry_status' })
  toStatus!: InquiryStatus;
}
