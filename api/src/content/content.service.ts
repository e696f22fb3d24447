import { ConflictException, Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import {
  DEFAULT_CONTENT,
  DEFAULT_CONTENT_VERSION,
  ERROR_CODES,
  MESSAGES,
  PAGE_CONTENT_FIELDS,
  PAGE_IMAGE_FIELDS,
  type DraftPageName,
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

  /** Stored content over the built-in defaults (home's contact photo always, its hero photo until one is saved). */
  async get<P extends PageName>(page: P): Promise<PageContentResponse<P>> {
    return this.cache.get(page, async () =>
      this.respond(page, await this.pages.findOneBy({ page })),
    ) as Promise<PageContentResponse<P>>;
  }

  /**
   * Publishes a page (a save) and records it as a version by `staff`, in one transaction. With `expectedVersion` the
   * write only happens if nobody published since (compare-and-set in one statement, so two concurrent saves from the
   * same version cannot both win); otherwise it overwrites.
   */
  async save<P extends PageName>(
    page: P,
    body: PageContentByName[P],
    expectedVersion: number | undefined,
    staff: StaffUser,
  ): Promise<PageContentResponse<P>> {
    const fields = pick(page, body as unknown as Record<string, unknown>);
    if (page === 'home') await this.heroPhotos.assertAvailable(fields['heroImagePath']);
    return this.publish(
      page,
      fields,
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
    const { content } = await this.versions.find(page, version);
    return this.publish(
      page,
      pick(page, content as Record<string, unknown>),
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
      async (manager) => pick(page, await this.drafts.take(manager, page, basedOn)),
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
    source: Record<string, string> | ((manager: EntityManager) => Promise<Record<string, string>>),
    expectedVersion: number | undefined,
    staff: StaffUser,
    restoredFrom: number | null,
  ): Promise<PageContentResponse<P>> {
    let row: PageContentEntity;
    try {
      row = await this.dataSource.transaction(async (manager) => {
        let fields = typeof source === 'function' ? await source(manager) : source;
        if (restoredFrom === null) fields = await this.keepImages(manager, page, fields);
        const [written] = await this.write(manager, page, fields, expectedVersion);
        if (!written)
          throw new ConflictException({
            message: MESSAGES.content.staleVersion,
            code: ERROR_CODES.STALE_VERSION,
          });
        await this.versions.record(manager, {
          page,
          version: written.version,
          fields: written.fields,
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
   * A save or draft publish without an image field (a form that does not edit the photo) keeps the stored one, read in
   * the publishing transaction. A restore publishes the version as it was: a version from before any upload has none,
   * so the page goes back to the built-in photo.
   */
  private async keepImages(
    manager: EntityManager,
    page: PageName,
    fields: Record<string, string>,
  ): Promise<Record<string, string>> {
    const missing = (PAGE_IMAGE_FIELDS[page] as readonly string[]).filter((key) => !(key in fields));
    if (missing.length === 0) return fields;
    const [current] = (await manager.query(`SELECT "fields" FROM "page_content" WHERE "page" = $1`, [
      page,
    ])) as { fields: Record<string, unknown> }[];
    const kept = current ? pick(page, current.fields) : {};
    const out = { ...fields };
    for (const key of missing) if (kept[key] !== undefined) out[key] = kept[key];
    return out;
  }

  /** The page's row after the write, or none when `expectedVersion` is stale. */
  private async write(
    manager: EntityManager,
    page: PageName,
    fields: Record<string, string>,
    expectedVersion: number | undefined,
  ): Promise<PageContentEntity[]> {
    if (expectedVersion === undefined) {
      return manager.query(
        `INSERT INTO "page_content" ("page", "fields", "version", "updated_at") VALUES ($1, $2, 1, now())
         ON CONFLICT ("page") DO UPDATE
           SET "fields" = EXCLUDED."fields", "version" = "page_content"."version" + 1, "updated_at" = now()
         RETURNING "page", "fields", "version", "updated_at" AS "updatedAt"`,
        [page, fields],
      );
    }
    if (expectedVersion === DEFAULT_CONTENT_VERSION) {
      // Edited from the defaults: only valid while nobody has saved the page yet.
      return manager.query(
        `INSERT INTO "page_content" ("page", "fields", "version", "updated_at") VALUES ($1, $2, 1, now())
         ON CONFLICT ("page") DO NOTHING
         RETURNING "page", "fields", "version", "updated_at" AS "updatedAt"`,
        [page, fields],
      );
    }
    const [updated] = (await manager.query(
      `UPDATE "page_content" SET "fields" = $2, "version" = "version" + 1, "updated_at" = now()
       WHERE "page" = $1 AND "version" = $3
       RETURNING "page", "fields", "version", "updated_at" AS "updatedAt"`,
      [page, fields, expectedVersion],
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
