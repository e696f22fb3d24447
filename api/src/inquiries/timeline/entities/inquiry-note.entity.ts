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
import { InquiryEntity } from '../../entities/inquiry.entity.js';
import { STAFF_EMAIL_LENGTH, STAFF_UID_LENGTH } from './staff-columns.js';

/** A staff member's internal note on an inquiry; never shown to the customer. Deleted with its inquiry. */
@Entity('inquiry_note')
// The timeline reads one inquiry's notes by time; the inbox counts them per inquiry.
@Index('IDX_inquiry_note_inquiry_created_at', ['inquiryId', 'createdAt'])
export class InquiryNoteEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_inquiry_note' })
  id!: string;

  @ManyToOne(() => InquiryEntity, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'inquiry_id', foreignKeyConstraintName: 'FK_inquiry_note_inquiry' })
  inquiry?: InquiryEntity;

  @Column({ name: 'inquiry_id', type: 'uuid' })
  inquiryId!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'staff_uid', type: 'varchar', length: STAFF_UID_LENGTH })
  staffUid!: string;

  @Column({ name: 'staff_email', type: 'varchar', length: STAFF_EMAIL_LENGTH })
  staffEmail!: string;

  @Column({ type: 'varchar', length: LIMITS.inquiryNote.textMax })
  text!: string;
}
