import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { PageName } from 'shared-contracts';
import { STAFF_EMAIL_LENGTH, STAFF_UID_LENGTH } from '../../../inquiries/timeline/entities/staff-columns.js';

/**
 * One published version of a content page (issue 29): written by the transaction that publishes it (a save or a
 * restore), with the page's version number after that publish, its full fields, and who published it, from the
 * verified token. Never updated; the oldest are deleted past CONTENT_VERSIONS_KEPT per page.
 * Who is null only for the content that was already stored when version history arrived (the migration keeps it).
 */
@Entity('page_content_version')
@Check('CHK_page_content_version_page', `"page" IN ('home', 'services', 'contact', 'business')`)
@Check('CHK_page_content_version_version', `"version" >= 1`)
// One row per page and number (two publishes can never store the same number); read by page, newest first.
@Index('IDX_page_content_version_page_version', ['page', 'version'], { unique: true })
export class PageContentVersionEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_page_content_version' })
  id!: string;

  @Column({ type: 'varchar', length: 20 })
  page!: PageName;

  @Column({ type: 'integer' })
  version!: number;

  @Column({ type: 'jsonb' })
  fields!: Record<string, string>;

  /** The Spanish texts it published (issue 30); {} for versions from before Spanish content existed. */
  @Column({ name: 'fields_es', type: 'jsonb', default: () => "'{}'" })
  fieldsEs!: Record<string, string>;

  @Column({ name: 'staff_uid', type: 'varchar', length: STAFF_UID_LENGTH, nullable: true })
  staffUid!: string | null;

  @Column({ name: 'staff_email', type: 'varchar', length: STAFF_EMAIL_LENGTH, nullable: true })
  staffEmail!: string | null;

  /** The version a restore copied; null for an ordinary save. */
  @Column({ name: 'restored_from', type: 'integer', nullable: true })
  restoredFrom!: number | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
