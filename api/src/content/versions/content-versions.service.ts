import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  MESSAGES,
  type ContentVersionDetail,
  type ContentVersionSummary,
  type PageName,
} from 'shared-contracts';
import { EntityManager, Repository } from 'typeorm';
import type { StaffUser } from '../../auth/staff-user.js';
import { EnvironmentVariables } from '../../config/env.js';
import { PageContentVersionEntity } from './entities/page-content-version.entity.js';
import { pickSpanish } from '../spanish-texts.js';

const toSummary = (row: PageContentVersionEntity): ContentVersionSummary => ({
  version: row.version,
  staffEmail: row.staffEmail,
  at: row.createdAt.toISOString(),
  restoredFrom: row.restoredFrom,
});

/** What a publish records: the page's version after it, the fields it published, who, and what it restored. */
export interface PublishedVersion {
  page: PageName;
  version: number;
  fields: Record<string, string>;
  /** Its Spanish texts (issue 30). */
  es: Record<string, string>;
  staff: StaffUser;
  restoredFrom: number | null;
}

/**
 * The version history of the content pages (issue 29). Versions are written only by ContentService's publish, in its
 * transaction, and never changed afterwards; this service reads them and keeps the newest CONTENT_VERSIONS_KEPT.
 */
@Injectable()
export class ContentVersionsService {
  constructor(
    @InjectRepository(PageContentVersionEntity)
    private readonly versions: Repository<PageContentVersionEntity>,
    private readonly env: EnvironmentVariables,
  ) {}

  /**
   * Stores a publish in the caller's transaction `manager` (the one that changed the page), then deletes the page's
   * versions older than the newest CONTENT_VERSIONS_KEPT. The publish holds the page's row lock, so two publishes of
   * one page record and prune one after the other.
   */
  async record(manager: EntityManager, published: PublishedVersion): Promise<void> {
    await manager.getRepository(PageContentVersionEntity).insert({
      page: published.page,
      version: published.version,
      fields: published.fields,
      fieldsEs: published.es,
      staffUid: published.staff.uid,
      staffEmail: published.staff.email,
      restoredFrom: published.restoredFrom,
    });
    await manager.query(
      `DELETE FROM "page_content_version" WHERE "page" = $1 AND "version" < (
         SELECT min("version") FROM (
           SELECT "version" FROM "page_content_version" WHERE "page" = $1 ORDER BY "version" DESC LIMIT $2
         ) AS "kept"
       )`,
      [published.page, this.env.CONTENT_VERSIONS_KEPT],
    );
  }

  /** A page's kept versions, newest first, without their content. */
  async list(page: PageName): Promise<ContentVersionSummary[]> {
    const rows = await this.versions.find({
      select: { page: true, version: true, staffEmail: true, createdAt: true, restoredFrom: true },
      where: { page },
      order: { version: 'DESC' },
    });
    return rows.map(toSummary);
  }

  /**
   * One kept version with its content and Spanish texts (every translatable field, '' when not translated); 404 when
   * the page never had it or it was pruned.
   */
  async find<P extends PageName>(page: P, version: number): Promise<ContentVersionDetail<P>> {
    const row = await this.versions.findOneBy({ page, version });
    if (!row) throw new NotFoundException(MESSAGES.content.versionNotFound);
    return {
      ...toSummary(row),
      page,
      content: row.fields as unknown as ContentVersionDetail<P>['content'],
      es: pickSpanish(page, row.fieldsEs) as ContentVersionDetail<P>['es'],
    };
  }
}
