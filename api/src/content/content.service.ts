import { ConflictException, Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import {
  DEFAULT_CONTENT,
  DEFAULT_CONTENT_VERSION,
  ERROR_CODES,
  MESSAGES,
  PAGE_CONTENT_FIELDS,
  PAGE_IMAGE_FIELDS,
  localizeContent,
  type AdminPageContentResponse,
  type ContentTranslation,
  type DraftPageName,
  type Locale,
  type PageContentSave,
  type PageContentByName,
  type PageContentResponse,
  type PageName,
} from 'shared-contracts';
import { DataSource, EntityManager, Repository } from 'typeorm';
import type { StaffUser } from '../auth/staff-user.js';
import type { ReadCache } from '../read-cache/read-cache.js';
import { ReadCaches } from '../read-cache/read-caches.service.js';
import { PageContentEntity } from './entities/page-content.entity.js';
import { ContentDraftsService } from './drafts/content-drafts.service.js';
import { ContentVersionsService } from './versions/content-versions.service.js';
import { HeroPhotoService } from './hero-photo/hero-photo.service.js';
import { currentSpanish, pickSpanish } from './spanish-texts.js';

/**
 * A page's editable fields (PAGE_CONTENT_FIELDS, and PAGE_IMAGE_FIELDS such as home's heroImagePath): what is stored,
 * and what is read back (anything else is ignored).
 */
function pick(page: PageName, source: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of [...PAGE_CONTENT_FIELDS[page], ...PAGE_IMAGE_FIELDS[page]] as string[]) {
    const value = source[key];
    if (typeof value === 'string') out[key] = value;
  }
  return out;
}

/** What a publish writes: the page's fields and its Spanish texts (undefined: keep the stored ones). */
interface Publishing {
  fields: Record<string, string>;
  es: Record<string, string> | undefined;
}

@Injectable()
export class ContentService {
  // Holds each page's response; typed loosely because the value type depends on the key.
  private readonly cache: ReadCache<unknown>;

  constructor(
    @InjectRepository(PageContentEntity) private readonly pages: Repository<PageContentEntity>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly caches: ReadCaches,
    private readonly versions: ContentVersionsService,
    private readonly drafts: ContentDraftsService,
    private readonly heroPhotos: HeroPhotoService,
  ) {
    this.cache = caches.create('content');
  }

  /**
   * Stored content over the built-in defaults (home's contact photo always, its hero photo until one is saved), as a
   * visitor of `locale` reads it: in Spanish, each translatable text staff wrote in Spanish replaces the English one
   * (issue 30). Cached per page and language; every write clears both.
   */
  async get<P extends PageName>(page: P, locale: Locale = 'en'): Promise<PageContentResponse<P>> {
    return this.cache.get(locale === 'en' ? page : `${page}:${locale}`, async () => {
      const row = await this.pages.findOneBy({ page });
      const english = this.respond(page, row);
      if (locale === 'en') return english;
      return localizeContent(page, { ...english, es: currentSpanish(page, row) }, locale);
    }) as Promise<PageContentResponse<P>>;
  }

  /** The page for its editor (staff only, never cached): the English read plus every Spanish text, '' if none. */
  async getForStaff<P extends PageName>(page: P): Promise<AdminPageContentResponse<P>> {
    const row = await this.pages.findOneBy({ page });
    return { ...this.respond(page, row), es: currentSpanish(page, row) } as AdminPageContentResponse<P>;
  }

  /**
   * Publishes a page (a save) and records it as a version by `staff`, in one transaction. With `expectedVersion` the
   * write only happens if nobody published since (compare-and-set in one statement, so two concurrent saves from the
   * same version cannot both win); otherwise it overwrites.
   */
  async save<P extends PageName>(
    page: P,
    body: PageContentSave<P>,
    expectedVersion: number | undefined,
    staff: StaffUser,
  ): Promise<PageContentResponse<P>> {
    const { es, ...english } = body as PageContentByName[P] & { es?: ContentTranslation };
    const fields = pick(page, english as unknown as Record<string, unknown>);
    if (page === 'home') await this.heroPhotos.assertAvailable(fields['heroImagePath']);
    return this.publish(
      page,
      { fields, es: es === undefined ? undefined : pickSpanish(page, es) },
      expectedVersion,
      staff,
      null,
    );
  }

  /**
   * Publishes the content of a kept version again, as a new version (history is never rewritten), under the same
   * stale-version rule as a save. 404 when the version does not exist (or was pruned).
   */
  async restore<P extends PageName>(
    page: P,
    version: number,
    expectedVersion: number,
    staff: StaffUser,
  ): Promise<PageContentResponse<P>> {
    const { content, es } = await this.versions.find(page, version);
    return this.publish(
      page,
      // The version's Spanish texts as they were ({} for one published before Spanish content existed).
      { fields: pick(page, content as Record<string, unknown>), es: pickSpanish(page, es) },
      expectedVersion,
      staff,
      version,
    );
  }

  /**
   * Publishes the page's draft (issue 29) through the same transaction as a save: the draft is taken (locked, checked
   * against `basedOn`, deleted) and its fields written with the compare-and-set on `basedOn`, then recorded as a
   * version. 409 STALE_VERSION when the page was published since `basedOn`: the transaction rolls back and the draft
   * stays. 404 when there is no draft.
   */
  async publishDraft(
    page: DraftPageName,
    basedOn: number,
    staff: StaffUser,
  ): Promise<PageContentResponse<DraftPageName>> {
    return this.publish(
      page,
      async (manager) => {
        const draft = await this.drafts.take(manager, page, basedOn);
        return { fields: pick(page, draft.fields), es: draft.es ? pickSpanish(page, draft.es) : undefined };
      },
      basedOn,
      staff,
      null,
    );
  }

  /**
   * The one publishing path (save, restore, draft publish): in one transaction, the fields (given, or read by `source`
   * in the transaction), the page's write (compare-and-set on `expectedVersion` when given) and its version record; a
   * stale write rolls everything back (409). Read caches are cleared on every instance afterwards.
   */
  private async publish<P extends PageName>(
    page: P,
    source: Publishing | ((manager: EntityManager) => Promise<Publishing>),
    expectedVersion: number | undefined,
    staff: StaffUser,
    restoredFrom: number | null,
  ): Promise<PageContentResponse<P>> {
    let row: PageContentEntity;
    try {
      row = await this.dataSource.transaction(async (manager) => {
        const given = typeof source === 'function' ? await source(manager) : source;
        const { fields, es } = await this.keepUnsent(manager, page, given, restoredFrom === null);
        const [written] = await this.write(manager, page, fields, es, expectedVersion);
        if (!written)
          throw new ConflictException({
            message: MESSAGES.content.staleVersion,
            code: ERROR_CODES.STALE_VERSION,
          });
        await this.versions.record(manager, {
          page,
          version: written.version,
          fields: written.fields,
          es: written.fieldsEs,
          staff,
          restoredFrom,
        });
        return written;
      });
    } finally {
      await this.caches.invalidate('content');
    }
    return this.respond(page, { ...row, updatedAt: new Date(row.updatedAt) });
  }

  /**
   * What a publish leaves out is kept as stored, read in the publishing transaction: a save or draft publish without an
   * image field (a form that does not edit the photo) keeps the stored one (`keepImages`; a restore publishes the
   * version as it was: a version from before any upload has none, so the page goes back to the built-in photo), and
   * one without Spanish texts (a client that does not edit them) keeps the stored ones, or the built-in Spanish of a
   * page never saved (issue 30).
   */
  private async keepUnsent(
    manager: EntityManager,
    page: PageName,
    { fields, es }: Publishing,
    keepImages: boolean,
  ): Promise<{ fields: Record<string, string>; es: Record<string, string> }> {
    const missing = keepImages
      ? (PAGE_IMAGE_FIELDS[page] as readonly string[]).filter((key) => !(key in fields))
      : [];
    if (missing.length === 0 && es !== undefined) return { fields, es };
    const [current] = (await manager.query(
      `SELECT "fields", "fields_es" AS "fieldsEs" FROM "page_content" WHERE "page" = $1`,
      [page],
    )) as Pick<PageContentEntity, 'fields' | 'fieldsEs'>[];
    const kept = current ? pick(page, current.fields) : {};
    const out = { ...fields };
    for (const key of missing) if (kept[key] !== undefined) out[key] = kept[key];
    return { fields: out, es: es ?? currentSpanish(page, current) };
  }

  /** The page's row after the write, or none when `expectedVersion` is stale. */
  private async write(
    manager: EntityManager,
    page: PageName,
    fields: Record<string, string>,
    es: Record<string, string>,
    expectedVersion: number | undefined,
  ): Promise<PageContentEntity[]> {
    const returning = `RETURNING "page", "fields", "fields_es" AS "fieldsEs", "version", "updated_at" AS "updatedAt"`;
    if (expectedVersion === undefined) {
      return manager.query(
        `INSERT INTO "page_content" ("page", "fields", "fields_es", "version", "updated_at")
         VALUES ($1, $2, $3, 1, now())
         ON CONFLICT ("page") DO UPDATE
           SET "fields" = EXCLUDED."fields", "fields_es" = EXCLUDED."fields_es",
               "version" = "page_content"."version" + 1, "updated_at" = now()
         ${returning}`,
        [page, fields, es],
      );
    }
    if (expectedVersion === DEFAULT_CONTENT_VERSION) {
      // Edited from the defaults: only valid while nobody has saved the page yet.
      return manager.query(
        `INSERT INTO "page_content" ("page", "fields", "fields_es", "version", "updated_at")
         VALUES ($1, $2, $3, 1, now())
         ON CONFLICT ("page") DO NOTHING
         ${returning}`,
        [page, fields, es],
      );
    }
    const [updated] = (await manager.query(
      `UPDATE "page_content" SET "fields" = $2, "fields_es" = $3, "version" = "version" + 1, "updated_at" = now()
       WHERE "page" = $1 AND "version" = $4
       ${returning}`,
      [page, fields, es, expectedVersion],
    )) as [PageContentEntity[], number];
    return updated;
  }


  private respond<P extends PageName>(page: P, row: PageContentEntity | null): PageContentResponse<P> {
    const defaults = DEFAULT_CONTENT[page];
    return {
      ...defaults,
      ...(row ? pick(page, row.fields) : {}),
      version: row?.version ?? DEFAULT_CONTENT_VERSION,
      updatedAt: row ? row.updatedAt.toISOString() : null,
    } as PageContentResponse<P>;
  }
}
