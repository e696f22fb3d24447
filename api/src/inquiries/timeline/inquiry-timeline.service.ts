import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  MESSAGES,
  type InquiryNoteEntry,
  type InquiryStatus,
  type InquiryTimelineEntry,
} from 'shared-contracts';
import { EntityManager, QueryFailedError, Repository } from 'typeorm';
import type { StaffUser } from '../../auth/staff-user.js';
import { ReadCaches } from '../../read-cache/read-caches.service.js';
import { InquiryEntity } from '../entities/inquiry.entity.js';
import { InquiryNoteEntity } from './entities/inquiry-note.entity.js';
import { InquiryStatusChangeEntity } from './entities/inquiry-status-change.entity.js';
import { toNoteEntry, toTimelineEntry, type TimelineRow } from './timeline.mapper.js';

const FOREIGN_KEY_VIOLATION = '23503';

/** Every kind of entry (notes, replies, status changes) in one query, newest first (ties, which need two writes in one microsecond, by id). */
const TIMELINE_SQL = `
  SELECT 'note' AS kind, id, created_at, staff_email, text, NULL::inquiry_status AS from_status, NULL::inquiry_status AS to_status
    FROM inquiry_note WHERE inquiry_id = $1
  UNION ALL
  SELECT 'reply', id, created_at, staff_email, text, NULL, NULL
    FROM inquiry_reply WHERE inquiry_id = $1
  UNION ALL
  SELECT 'status', id, created_at, staff_email, NULL, from_status, to_status
    FROM inquiry_status_change WHERE inquiry_id = $1
  ORDER BY created_at DESC, id DESC`;

/** Staff's internal notes on an inquiry and the history of its status, read as one timeline. */
@Injectable()
export class InquiryTimelineService {
  constructor(
    @InjectRepository(InquiryNoteEntity) private readonly notes: Repository<InquiryNoteEntity>,
    private readonly readCaches: ReadCaches,
  ) {}

  /** Stores a note by `staff` (from the verified token); 404 when the inquiry does not exist (or was just deleted). */
  async addNote(inquiryId: string, text: string, staff: StaffUser): Promise<InquiryNoteEntry> {
    await this.assertExists(inquiryId);
    const row = this.notes.create({ inquiryId, text, staffUid: staff.uid, staffEmail: staff.email });
    try {
      await this.notes.insert(row);
    } catch (error) {
      // Deleted between the check and the insert: the foreign key refuses it, and it is just as unknown.
      if (
        error instanceof QueryFailedError &&
        (error.driverError as { code?: string }).code === FOREIGN_KEY_VIOLATION
      )
        throw new NotFoundException(MESSAGES.inquiry.notFound);
      throw error;
    }
    // The inbox pages carry each inquiry's notes count: the kept ones (and their ETags) are stale now.
    await this.readCaches.invalidate('inquiries');
    return toNoteEntry(row);
  }

  /** Notes and status changes of one inquiry, newest first; 404 for an unknown inquiry (not an empty list). */
  async timeline(inquiryId: string): Promise<InquiryTimelineEntry[]> {
    await this.assertExists(inquiryId);
    const rows = (await this.notes.query(TIMELINE_SQL, [inquiryId])) as TimelineRow[];
    return rows.map(toTimelineEntry);
  }

  /** 404 for an unknown inquiry (checked first, so the common case is not a failed insert in the logs). */
  private async assertExists(inquiryId: string): Promise<void> {
    if (!(await this.notes.manager.existsBy(InquiryEntity, { id: inquiryId })))
      throw new NotFoundException(MESSAGES.inquiry.notFound);
  }

  /** Records a status change in the caller's transaction `manager`, the one that changes the status. */
  async recordStatusChange(
    manager: EntityManager,
    change: { inquiryId: string; from: InquiryStatus; to: InquiryStatus; staff: StaffUser },
  ): Promise<void> {
    await manager.getRepository(InquiryStatusChangeEntity).insert({
      inquiryId: change.inquiryId,
      fromStatus: change.from,
      toStatus: change.to,
      staffUid: change.staff.uid,
      staffEmail: change.staff.email,
    });
  }

  /** How many notes each of these inquiries has (absent: none), in one grouped query. */
  async notesCounts(inquiryIds: readonly string[]): Promise<Map<string, number>> {
    if (inquiryIds.length === 0) return new Map();
    const rows = await this.notes
      .createQueryBuilder('note')
      .select('note.inquiryId', 'inquiryId')
      .addSelect('count(*)::int', 'n')
      .where('note.inquiryId = ANY(:ids)', { ids: inquiryIds })
      .groupBy('note.inquiryId')
      .getRawMany<{ inquiryId: string; n: number }>();
    return new Map(rows.map(({ inquiryId, n }) => [inquiryId, n]));
  }
}
