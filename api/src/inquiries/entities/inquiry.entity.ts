import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { INQUIRY_STATUSES, LIMITS, ZIP_CODE_LENGTH, type InquiryStatus, type Locale } from 'shared-contracts';

/** A quote request as received from the public form; staff triage it by status. */
@Entity('inquiry')
@Check('CHK_inquiry_language', `"language" IN ('en', 'es')`)
// The admin list filters by status and sorts newest first; the unfiltered list sorts by date alone.
@Index('IDX_inquiry_status_created_at', ['status', 'createdAt'])
@Index('IDX_inquiry_created_at', ['createdAt'])
// The inbox search (ILIKE '%text%' on each field) uses trigram GIN indexes (pg_trgm), which TypeORM cannot describe:
// created by migration AddInquiryPagingIndexes, and `synchronize: false` tells TypeORM to leave them alone.
@Index('IDX_inquiry_name_trgm', { synchronize: false })
@Index('IDX_inquiry_email_trgm', { synchronize: false })
@Index('IDX_inquiry_project_type_trgm', { synchronize: false })
export class InquiryEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ type: 'varchar', length: LIMITS.quote.nameMax })
  name!: string;

  @Column({ type: 'varchar', length: LIMITS.quote.emailMax })
  email!: string;

  @Column({ type: 'varchar', length: LIMITS.quote.phoneMax })
  phone!: string;

  @Column({ name: 'zip_code', type: 'char', length: ZIP_CODE_LENGTH })
  zipCode!: string;

  @Column({ name: 'project_type', type: 'varchar', length: LIMITS.quote.projectTypeMax })
  projectType!: string;

  @Column({ type: 'varchar', length: LIMITS.quote.messageMax })
  message!: string;

  @Column({ type: 'enum', enum: INQUIRY_STATUSES, enumName: 'inquiry_status', default: 'New' })
  status!: InquiryStatus;

  /** The language of the form it came from (issue 30): its e-mails are written in it. */
  @Column({ type: 'varchar', length: 2, default: 'en' })
  language!: Locale;

  /** Follow-ups (issue 32): the staff member who follows it up, and the day to (business calendar). */
  @Column({ name: 'assignee_email', type: 'varchar', length: LIMITS.quote.emailMax, nullable: true })
  assigneeEmail!: string | null;

  @Column({ name: 'follow_up_on', type: 'date', nullable: true })
  followUpOn!: string | null;
}
