import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  DEFAULT_CONTENT_VERSION,
  DRAFT_PAGE_NAMES,
  ERROR_CODES,
  MESSAGES,
  type ContentDraft,
  type ContentTranslation,
  type DraftPageName,
} from 'shared-contracts';
import { EntityManager, Repository } from 'typeorm';
import type { StaffUser } from '../../auth/staff-user.js';
import { PageContentDraftEntity } from './entities/page-content-draft.entity.js';
import { currentSpanish, pickSpanish } from '../spanish-texts.js';

/**
 * A stored draft as answered. `es`: its Spanish texts, or, for a draft that leaves them as published (null), the
 * page's current ones (`published`), which its publish keeps.
 */
const toDraft = <P extends DraftPageName>(
  row: PageContentDraftEntity,
  published: Record<string, string>,
): ContentDraft<P> => ({
  page: row.page as P,
  content: row.fields as unknown as ContentDraft<P>['content'],
  es: (row.fieldsEs ? pickSpanish(row.page, row.fieldsEs) : published) as ContentDraft<P>['es'],
  baseVersion: row.baseVersion,
  staffEmail: row.staffEmail,
  savedAt: new Date(row.savedAt).toISOString(),
});

const stale = () =>
  new ConflictException({ message: MESSAGES.content.staleVersion, code: ERROR_CODES.STALE_VERSION });

/**
 * The drafts of the content pages (issue 29): one per page, kept apart from the published content (page_content) so
 * no public read, read cache or first view can ever carry one. Publishing goes through ContentService's publish,
 * which calls take() in its transaction.
 */
@Injectable()
export class ContentDraftsService {
  constructor(
    @InjectRepository(PageContentDraftEntity)
    private readonly drafts: Repository<PageContentDraftEntity>,
  ) {}

  /** Every stored draft, in the pages' order (home, services, contact). */
  async list(): Promise<ContentDraft[]> {
    const rows = await this.drafts.find();
    const drafts: ContentDraft[] = [];
    for (const page of DRAFT_PAGE_NAMES)
      for (const row of rows.filter((draft) => draft.page === page))
        drafts.push(toDraft(row, await this.publishedSpanish(row)));
    return drafts;
  }

  /** The page's published Spanish texts, read only for a draft that has none of its own. */
  private async publishedSpanish(row: PageContentDraftEntity): Promise<Record<string, string>> {
    if (row.fieldsEs) return {};
    const [page] = (await this.drafts.query(
      `SELECT "fields_es" AS "fieldsEs" FROM "page_content" WHERE "page" = $1`,
      [row.page],
    )) as { fieldsEs: Record<string, unknown> }[];
    return currentSpanish(row.page, page);
  }

  /** The page's draft; 404 when it has none. */
  async get<P extends DraftPageName>(page: P): Promise<ContentDraft<P>> {
    const row = await this.drafts.findOneBy({ page });
    if (!row) throw new NotFoundException(MESSAGES.content.draftNotFound);
    return toDraft(row, await this.publishedSpanish(row));
  }

  /**
   * Creates or replaces the page's draft, saved by `staff` now, edited from page version `baseVersion`. Like a save, it
   * is refused with 409 STALE_VERSION when the page is no longer at that version (published since the editor loaded
   * it): a draft always starts from what is published.
   */
  async save<P extends DraftPageName>(
    page: P,
    fields: Record<string, string>,
    es: ContentTranslation | undefined,
    baseVersion: number,
    staff: StaffUser,
  ): Promise<ContentDraft<P>> {
    const [row] = (await this.drafts.query(
      `INSERT INTO "page_content_draft"
         ("page", "fields", "fields_es", "base_version", "staff_uid", "staff_email", "saved_at")
       SELECT $1::varchar, $2::jsonb, $3::jsonb, $4::integer, $5::varchar, $6::varchar, now()
       WHERE coalesce((SELECT "version" FROM "page_content" WHERE "page" = $1::varchar), $7::integer) = $4::integer
       ON CONFLICT ("page") DO UPDATE SET "fields" = EXCLUDED."fields", "fields_es" = EXCLUDED."fields_es",
         "base_version" = EXCLUDED."base_version", "staff_uid" = EXCLUDED."staff_uid",
         "staff_email" = EXCLUDED."staff_email", "saved_at" = now()
       RETURNING "page", "fields", "fields_es" AS "fieldsEs", "base_version" AS "baseVersion",
         "staff_email" AS "staffEmail", "saved_at" AS "savedAt"`,
      [
        page,
        fields,
        // Without Spanish texts the draft leaves the published ones as they are (null).
        es === undefined ? null : pickSpanish(page, es),
        baseVersion,
        staff.uid,
        staff.email,
        DEFAULT_CONTENT_VERSION,
      ],
    )) as PageContentDraftEntity[];
    if (!row) throw stale();
    return toDraft(row, await this.publishedSpanish(row));
  }

  /** Drops the page's draft; 404 when it has none. */
  async discard(page: DraftPageName): Promise<void> {
    const { affected } = await this.drafts.delete({ page });
    if (!affected) throw new NotFoundException(MESSAGES.content.draftNotFound);
  }

  /**
   * In the publishing transaction `manager`: locks the page's draft and deletes it, answering its fields and Spanish
   * texts (null: keep the published ones), when it is
   * based on `basedOn` and the page is still at that version. 409 STALE_VERSION when the page was published since
   * `basedOn` (whether or not the draft is still there: a concurrent publish of the same draft deleted it), or the
   * draft was saved again from another version; 404 when there is no draft. The caller's compare-and-set on the page
   * stays the final word: if it fails, its transaction rolls back and the draft stays.
   */
  async take(
    manager: EntityManager,
    page: DraftPageName,
    basedOn: number,
  ): Promise<Pick<PageContentDraftEntity, 'fields'> & { es: Record<string, string> | null }> {
    const [draft] = (await manager.query(
      `SELECT "fields", "fields_es" AS "fieldsEs", "base_version" AS "baseVersion"
       FROM "page_content_draft" WHERE "page" = $1 FOR UPDATE`,
      [page],
    )) as Pick<PageContentDraftEntity, 'fields' | 'fieldsEs' | 'baseVersion'>[];
    // Read after the draft's lock: a publish that held it has committed, and its new page version is seen here.
    const [current] = (await manager.query(`SELECT "version" FROM "page_content" WHERE "page" = $1`, [
      page,
    ])) as { version: number }[];
    if ((current?.version ?? DEFAULT_CONTENT_VERSION) !== basedOn) throw stale();
    if (!draft) throw new NotFoundException(MESSAGES.content.draftNotFound);
    if (draft.baseVersion !== basedOn) throw stale();
    await manager.query(`DELETE FROM "page_content_draft" WHERE "page" = $1`, [page]);
    return { fields: draft.fields, es: draft.fieldsEs };
  }
}
