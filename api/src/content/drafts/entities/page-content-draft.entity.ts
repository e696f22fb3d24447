import { Check, Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type { PageName } from 'shared-contracts';
import { STAFF_EMAIL_LENGTH, STAFF_UID_LENGTH } from '../../../inquiries/timeline/entities/staff-columns.js';

/**
 * The draft of a content page (issue 29): at most one per page, replaced by each save of the draft, deleted by its
 * publish or discard. `fields` are validated as a save's are; `baseVersion` is the page version the draft was edited
 * from (its publish is a compare-and-set on it); who saved it last comes from the verified token. Never read by a
 * public call.
 */
@Entity('page_content_draft')
@Check('CHK_page_content_draft_page', `"page" IN ('home', 'services', 'contact')`)
@Check('CHK_page_content_draft_base_version', `"base_version" >= 0`)
export class PageContentDraftEntity {
  @PrimaryColumn({ type: 'varchar', length: 20, primaryKeyConstraintName: 'PK_page_content_draft' })
  page!: PageName;

  @Column({ type: 'jsonb' })
  fields!: Record<string, string>;

  /**
   * The draft's Spanish texts (issue 30); null when the draft leaves them as published (saved without any, or before
   * Spanish content existed): its publish then keeps the page's Spanish texts.
   */
  @Column({ name: 'fields_es', type: 'jsonb', nullable: true })
  fieldsEs!: Record<string, string> | null;

  @Column({ name: 'base_version', type: 'integer' })
  baseVersion!: number;

  @Column({ name: 'staff_uid', type: 'varchar', length: STAFF_UID_LENGTH })
  staffUid!: string;

  @Column({ name: 'staff_email', type: 'varchar', length: STAFF_EMAIL_LENGTH })
  staffEmail!: string;

  @UpdateDateColumn({ name: 'saved_at', type: 'timestamptz' })
  savedAt!: Date;
}
