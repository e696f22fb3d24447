import { ConflictException, Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import {
  DEFAULT_CONTENT,
  DEFAULT_CONTENT_VERSION,
  ERROR_CODES,
  MESSAGES,
  PAGE_CONTENT_FIELDS,
  type PageContentByName,
  type PageContentResponse,
  type PageName,
} from 'shared-contracts';
import { DataSource, Repository } from 'typeorm';
import type { ReadCache } from '../read-cache/read-cache.js';
import { ReadCaches } from '../read-cache/read-caches.service.js';
import { PageContentEntity } from './entities/page-content.entity.js';

/** A page's editable fields (PAGE_CONTENT_FIELDS): what is stored, and what is read back (anything else is ignored). */
function pick(page: PageName, source: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of PAGE_CONTENT_FIELDS[page]) {
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
  ) {
    this.cache = caches.create('content');
  }

  /** Stored content over the built-in defaults (home's image paths always come from the defaults). */
  async get<P extends PageName>(page: P): Promise<PageContentResponse<P>> {
    return this.cache.get(page, async () =>
      this.respond(page, await this.pages.findOneBy({ page })),
    ) as Promise<PageContentResponse<P>>;
  }

  /**
   * Saves a page. With `expectedVersion` the write only happens if nobody saved since (compare-and-set in one
   * statement, so two concurrent saves from the same version cannot both win); otherwise it overwrites.
   */
  async save<P extends PageName>(
    page: P,
    body: PageContentByName[P],
    expectedVersion?: number,
  ): Promise<PageContentResponse<P>> {
    const fields = pick(page, body as unknown as Record<string, unknown>);
    let rows: PageContentEntity[];
    if (expectedVersion === undefined) {
      rows = await this.dataSource.query(
        `INSERT INTO "page_content" ("page", "fields", "version", "updated_at") VALUES ($1, $2, 1, now())
         ON CONFLICT ("page") DO UPDATE
           SET "fields" = EXCLUDED."fields", "version" = "page_content"."version" + 1, "updated_at" = now()
         RETURNING "page", "fields", "version", "updated_at" AS "updatedAt"`,
        [page, fields],
      );
    } else if (expectedVersion === DEFAULT_CONTENT_VERSION) {
      // Edited from the defaults: only valid while nobody has saved the page yet.
      rows = await this.dataSource.query(
        `INSERT INTO "page_content" ("page", "fields", "version", "updated_at") VALUES ($1, $2, 1, now())
         ON CONFLICT ("page") DO NOTHING
         RETURNING "page", "fields", "version", "updated_at" AS "updatedAt"`,
        [page, fields],
      );
    } else {
      const [updated] = (await this.dataSource.query(
        `UPDATE "page_content" SET "fields" = $2, "version" = "version" + 1, "updated_at" = now()
         WHERE "page" = $1 AND "version" = $3
         RETURNING "page", "fields", "version", "updated_at" AS "updatedAt"`,
        [page, fields, expectedVersion],
      )) as [PageContentEntity[], number];
      rows = updated;
    }
    await this.caches.invalidate('content');
    const row = rows[0];
    if (!row)
      throw new ConflictException({
        message: MESSAGES.content.staleVersion,
        code: ERROR_CODES.STALE_VERSION,
      });
    return this.respond(page, { ...row, updatedAt: new Date(row.updatedAt) });
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
