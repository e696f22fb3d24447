import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LIMITS, MESSAGES, type ReplyTemplate, type ReplyTemplateInput } from 'shared-contracts';
import { Repository } from 'typeorm';
import type { StaffUser } from '../auth/staff-user.js';
import { ReplyTemplateEntity } from './entities/reply-template.entity.js';

const m = MESSAGES.inquiry;

const toReplyTemplate = (row: ReplyTemplateEntity): ReplyTemplate => ({
  id: row.id,
  title: row.title,
  text: row.text,
  updatedAt: row.updatedAt.toISOString(),
  updatedBy: row.updatedBy,
});

/** The reply templates staff keep (issue 32), listed in the order they were added. */
@Injectable()
export class ReplyTemplatesService {
  constructor(
    @InjectRepository(ReplyTemplateEntity) private readonly templates: Repository<ReplyTemplateEntity>,
  ) {}

  async list(): Promise<ReplyTemplate[]> {
    const rows = await this.templates.find({ order: { position: 'ASC', createdAt: 'ASC', id: 'ASC' } });
    return rows.map(toReplyTemplate);
  }

  /** Adds a template last; refused (409) once there are LIMITS.replyTemplate.countMax. */
  async create(input: ReplyTemplateInput, staff: StaffUser): Promise<ReplyTemplate> {
    const stored = await this.templates.manager.transaction(async (manager) => {
      // One adder at a time (reads go on), so two adds at once can neither pass the cap together nor share a place.
      await manager.query('LOCK TABLE "reply_template" IN EXCLUSIVE MODE');
      const repo = manager.getRepository(ReplyTemplateEntity);
      const [{ n, last }] = (await manager.query(
        'SELECT count(*)::int AS n, coalesce(max("position"), 0)::int AS last FROM "reply_template"',
      )) as [{ n: number; last: number }];
      if (n >= LIMITS.replyTemplate.countMax) throw new ConflictException(m.templateLimitReached);
      return repo.save(repo.create({ ...input, position: last + 1, updatedBy: staff.email }));
    });
    return toReplyTemplate(stored);
  }

  async update(id: string, input: ReplyTemplateInput, staff: StaffUser): Promise<ReplyTemplate> {
    // Locked until saved: a delete meanwhile waits, so a save never brings a deleted template back.
    const saved = await this.templates.manager.transaction(async (manager) => {
      const repo = manager.getRepository(ReplyTemplateEntity);
      const row = await repo.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!row) throw new NotFoundException(m.templateNotFound);
      return repo.save(Object.assign(row, input, { updatedBy: staff.email }));
    });
    return toReplyTemplate(saved);
  }

  async remove(id: string): Promise<void> {
    const { affected } = await this.templates.delete({ id });
    if (!affected) throw new NotFoundException(m.templateNotFound);
  }
}
