import { Check, Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type { PageName } from 'shared-contracts';

/**
 * One row per page once staff saved it; a page without a row serves the built-in defaults (version 0).
 * `fields` holds the page's validated fields (they differ per page); `version` grows by one on every save and is the
 * optimistic-concurrency token.
 */
@Entity('page_content')
@Check('CHK_page_content_page', `"page" IN ('home', 'services', 'contact', 'business')`)
@Check('CHK_page_content_version', `"version" >= 1`)
export class PageContentEntity {
  @PrimaryColumn({ type: 'varchar', length: 20 })
  page!: PageName;

  @Column({ type: 'jsonb' })
  fields!: Record<string, string>;

  /**
   * The page's Spanish texts (issue 30), by TRANSLATABLE_CONTENT_FIELDS name; a field missing or '' is not translated
   * (the Spanish read shows the English one). Content stored before Spanish existed has none ({}).
   */
  @Column({ name: 'fields_es', type: 'jsonb', default: () => "'{}'" })
  fieldsEs!: Record<string, string>;

  @Column({ type: 'integer', default: 1 })
  version!: number;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
