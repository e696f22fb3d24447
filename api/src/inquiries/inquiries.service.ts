import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  businessClock,
  ERROR_CODES,
  INQUIRY_STATUSES,
  LIMITS,
  MESSAGES,
  type AdminInquiry,
  type Inquiry,
  type InquiryCounts,
  type InquiryListQuery,
  type InquiryPage,
  type InquiryStatus,
} from 'shared-contracts';
import type { Locale } from 'shared-contracts';
import { EntityManager, Repository } from 'typeorm';
import type { StaffUser } from '../auth/staff-user.js';
import { ReadCache } from '../read-cache/read-cache.js';
import { ReadCaches } from '../read-cache/read-caches.service.js';
import { NotificationOutbox } from '../notifications/outbox.service.js';
import { ServiceAreaService } from '../service-area/service-area.service.js';
import type { CreateQuoteDto } from './dto/create-quote.dto.js';
import { InquiryEntity } from './entities/inquiry.entity.js';
import { applyInquiryFilters, type InquiryFilters } from './inquiry-filters.js';
import { SettingsService } from '../settings/settings.service.js';
import { QuotePhotosService } from './photos/quote-photos.service.js';
import { toAdminInquiry } from './inquiry.mapper.js';
import { InquiryTimelineService } from './timeline/inquiry-timeline.service.js';

@Injectable()
export class InquiriesService {
  /**
   * The inbox pages and the dashboard counts: every open back office polls them, and most polls find nothing new.
   * Every instance forgets them on any instance's write (the 'inquiries' scope of ReadCaches: at once with
   * REDIS_URL, else within READ_CACHE_TTL_MS). The spec's whole-list read is never kept.
   */
  private readonly reads: ReadCache<unknown>;

  constructor(
    @InjectRepository(InquiryEntity) private readonly inquiries: Repository<InquiryEntity>,
    private readonly serviceArea: ServiceAreaService,
    private readonly notifications: NotificationOutbox,
    private readonly readCaches: ReadCaches,
    private readonly timeline: InquiryTimelineService,
    private readonly photos: QuotePhotosService,
    private readonly settings: SettingsService,
  ) {
    this.reads = readCaches.create('inquiries');
  }

  /**
   * After a quote's transaction committed (here, or in the idempotent path): the kept pages and counts are stale, and
   * the e-mail worker may now see the quote's outbox rows.
   */
  async afterQuoteCommitted(): Promise<void> {
    this.notifications.afterCommit();
    await this.forgetReads();
  }

  /** Drops the kept pages and counts, on every instance (after a write). */
  private forgetReads(): Promise<void> {
    return this.readCaches.invalidate('inquiries');
  }

  /** A quote from the public form. The ZIP is checked here too: the client's check is only a convenience. */
  async createFromQuote(dto: CreateQuoteDto, language: Locale = 'en'): Promise<Inquiry> {
    await this.assertServed(dto.zipCode);
    // One statement is atomic on its own: no transaction (BEGIN and COMMIT would be two more round trips), unless
    // e-mails (outbox rows, issue 48) or photos (issue 31) are stored with the inquiry.
    const inquiry =
      this.notifications.active || dto.photoIds?.length
        ? await this.inquiries.manager.transaction((manager) => this.insertQuote(dto, manager, language))
        : await this.insertQuote(dto, this.inquiries.manager, language);
    await this.afterQuoteCommitted();
    return inquiry;
  }

  /** 400 OUTSIDE_SERVICE_AREA unless the ZIP is served (a read of its own: never inside a caller's transaction). */
  async assertServed(zipCode: string): Promise<void> {
    if (!(await this.serviceArea.isServed(zipCode))) {
      throw new BadRequestException({
        message: MESSAGES.quote.outsideArea,
        code: ERROR_CODES.OUTSIDE_SERVICE_AREA,
      });
    }
  }

  /**
   * Stores a checked quote as a New inquiry with its e-mails, run by `manager`: a transaction's whenever e-mail is on
   * or photos are named (the idempotent path passes its own), so the outbox rows exist exactly when the inquiry does.
   * The visitor's confirmation is claimed first (one per address per window) and given back if storing fails. Photos
   * named in photoIds are tied to it by `manager` (issue 31). `language` is the form's (issue 30): stored, and the
   * e-mails are written in it.
   */
  async insertQuote(dto: CreateQuoteDto, manager: EntityManager, language: Locale = 'en'): Promise<Inquiry> {
    const kinds = await this.notifications.newInquiryKinds(dto.email);
    try {
      const inquiry = await this.insertInquiry(dto, manager, language);
      const payload = { inquiry, photoCount: dto.photoIds?.length ?? 0, language };
      await this.notifications.enqueue(
        manager,
        kinds.map((kind) => ({ kind, payload })),
      );
      await this.photos.attach(manager, inquiry.id, dto.photoIds);
      return inquiry;
    } catch (error) {
      await this.notifications.notStored(dto.email, kinds);
      throw error;
    }
  }

  /** The inquiry, answered in the spec's shape (`toInquiry`'s) by the statement that stores it. */
  private async insertInquiry(
    dto: CreateQuoteDto,
    manager: EntityManager,
    language: Locale,
  ): Promise<Inquiry> {
    const [stored] = (await manager.query(
      `INSERT INTO "inquiry" ("name", "email", "phone", "zip_code", "project_type", "message", "status", "language")
       VALUES ($1, $2, $3, $4, $5, $6, 'New', $7)
       RETURNING jsonb_build_object(
         'id', "id",
         'date', to_char("created_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
         'name', "name", 'email', "email", 'phone', "phone", 'zipCode', "zip_code",
         'projectType', "project_type", 'message', "message", 'status', "status") AS "inquiry"`,
      [dto.name, dto.email, dto.phone, dto.zipCode, dto.projectType, dto.message, language],
    )) as { inquiry: Inquiry }[];
    return stored!.inquiry;
  }

  /** The spec's list: every inquiry matching the filters, newest first. */
  async list(filters: Omit<InquiryListQuery, 'page' | 'pageSize'> = {}): Promise<AdminInquiry[]> {
    const timeZone = filters.due ? await this.settings.timeZone() : undefined;
    return this.withNotesCounts(await this.sorted({ ...filters, timeZone }).getMany());
  }

  /** The staff view of these rows, each with its notes count and photos (one query each for all of them). */
  private async withNotesCounts(rows: InquiryEntity[]): Promise<AdminInquiry[]> {
    const ids = rows.map((row) => row.id);
    const [counts, photos] = await Promise.all([this.timeline.notesCounts(ids), this.photos.photosOf(ids)]);
    return rows.map((row) => toAdminInquiry(row, counts.get(row.id) ?? 0, photos.get(row.id) ?? []));
  }

  /** One page of the same list, and how many inquiries match in all. */
  async page(query: InquiryListQuery): Promise<InquiryPage> {
    const due = query.due || undefined;
    const filters = {
      status: query.status,
      search: query.search || undefined,
      order: query.order ?? 'desc',
      assignee: query.assignee?.toLowerCase() || undefined,
      due,
      // "Due" is counted in the business's time zone (Settings > General, issue 32).
      timeZone: due ? await this.settings.timeZone() : undefined,
    };
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? LIMITS.inquiryList.pageSizeDefault;
    // "Due" changes with the calendar: a kept page of due follow-ups is good for its day only.
    const day = filters.due ? businessClock(new Date(), filters.timeZone).day : undefined;
    const key = JSON.stringify(['page', filters, page, pageSize, day]);
    return this.reads.get(key, async () => {
      const [rows, total] = await Promise.all([
        this.sorted(filters)
          .offset((page - 1) * pageSize)
          .limit(pageSize)
          .getMany(),
        this.total(filters),
      ]);
      return { items: await this.withNotesCounts(rows), total, page, pageSize };
    }) as Promise<InquiryPage>;
  }

  /** How many inquiries match: the grouped counts when only the status filters (no extra scan), else count(*). */
  private async total(filters: InquiryFilters): Promise<number> {
    if (!filters.search && !filters.assignee && !filters.due) {
      const counts = await this.counts();
      return filters.status ? counts[filters.status] : counts.total;
    }
    // count(*), not TypeORM's getCount (COUNT(DISTINCT id), a sort of every matching id).
    const row = await applyInquiryFilters(this.inquiries.createQueryBuilder('inquiry'), filters)
      .select('count(*)::int', 'n')
      .getRawOne<{ n: number }>();
    return row?.n ?? 0;
  }

  /** The dashboard's figures: one grouped count (an index-only scan of the status index), not the list. */
  counts(): Promise<InquiryCounts> {
    return this.reads.get('counts', async () => {
      const rows = await this.inquiries
        .createQueryBuilder('inquiry')
        .select('inquiry.status', 'status')
        .addSelect('count(*)::int', 'n')
        .groupBy('inquiry.status')
        .getRawMany<{ status: InquiryStatus; n: number }>();
      const counts: InquiryCounts = { total: 0, New: 0, Responded: 0, Closed: 0 };
      for (const { status, n } of rows) {
        if (INQUIRY_STATUSES.includes(status)) counts[status] = n;
        counts.total += n;
      }
      return counts;
    }) as Promise<InquiryCounts>;
  }

  /** By date (newest first unless 'asc'); equal times in id order, so pages never overlap or skip a row. */
  private sorted(filters: Omit<InquiryListQuery, 'page' | 'pageSize'> & Pick<InquiryFilters, 'timeZone'>) {
    const newestFirst = filters.order !== 'asc';
    return applyInquiryFilters(this.inquiries.createQueryBuilder('inquiry'), filters)
      .orderBy('inquiry.createdAt', newestFirst ? 'DESC' : 'ASC')
      .addOrderBy('inquiry.id', newestFirst ? 'ASC' : 'DESC');
  }

  /**
   * Sets the status, and records the change (old and new status, `staff` from the verified token, the time) in the same
   * transaction: the history never misses or invents a change. The row is locked, so two concurrent changes are
   * recorded in order, each from the status the other left. Setting the status it already has records nothing.
   */
  /** One inquiry, as a row of the inbox shows it (the link of a new-quote e-mail can name any inquiry, old or new). */
  async get(id: string): Promise<AdminInquiry> {
    const row = await this.inquiries.findOneBy({ id });
    if (!row) throw new NotFoundException(MESSAGES.inquiry.notFound);
    const [inquiry] = await this.withNotesCounts([row]);
    return inquiry!;
  }

  async updateStatus(id: string, status: InquiryStatus, staff: StaffUser): Promise<AdminInquiry> {
    const saved = await this.inquiries.manager.transaction(async (manager) => {
      const repository = manager.getRepository(InquiryEntity);
      const row = await repository.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!row) throw new NotFoundException(MESSAGES.inquiry.notFound);
      const from = row.status;
      if (from !== status) {
        await repository.update({ id }, { status });
        await this.timeline.recordStatusChange(manager, { inquiryId: id, from, to: status, staff });
        row.status = status;
      }
      return row;
    });
    await this.forgetReads();
    const [inquiry] = await this.withNotesCounts([saved]);
    return inquiry!;
  }

  /** Deletes the inquiry, its photos' rows with it (FK) and then their files (issue 31: nothing of it stays stored). */
  async remove(id: string): Promise<void> {
    const photoIds = await this.photos.idsOf(id);
    const result = await this.inquiries.delete({ id });
    await this.forgetReads();
    if (!result.affected) throw new NotFoundException(MESSAGES.inquiry.notFound);
    await this.photos.removeFiles(photoIds);
  }
}
