import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { ERROR_CODES, MESSAGES, type Inquiry, type InquiryStatus } from 'shared-contracts';
import { Repository } from 'typeorm';
import { ServiceAreaService } from '../service-area/service-area.service.js';
import type { CreateQuoteDto } from './dto/create-quote.dto.js';
import { InquiryEntity } from './entities/inquiry.entity.js';
import { toInquiry } from './inquiry.mapper.js';

@Injectable()
export class InquiriesService {
  constructor(
    @InjectRepository(InquiryEntity) private readonly inquiries: Repository<InquiryEntity>,
    private readonly serviceArea: ServiceAreaService,
  ) {}

  /** A quote from the public form. The ZIP is checked here too: the client's check is only a convenience. */
  async createFromQuote(dto: CreateQuoteDto): Promise<Inquiry> {
    if (!(await this.serviceArea.isServed(dto.zipCode))) {
      throw new BadRequestException({
        message: MESSAGES.quote.outsideArea,
        code: ERROR_CODES.OUTSIDE_SERVICE_AREA,
      });
    }
    const row = this.inquiries.create({
      name: dto.name,
      email: dto.email,
      phone: dto.phone,
      zipCode: dto.zipCode,
      projectType: dto.projectType,
      message: dto.message,
      status: 'New',
    });
    // insert (one INSERT ... RETURNING) rather than save (a transaction around it): a new row needs no reload, and
    // TypeORM fills the generated id and created_at into `row`.
    await this.inquiries.insert(row);
    return toInquiry(row);
  }

  async list(status?: InquiryStatus): Promise<Inquiry[]> {
    const rows = await this.inquiries.find({
      where: status ? { status } : {},
      order: { createdAt: 'DESC', id: 'ASC' },
    });
    return rows.map(toInquiry);
  }

  async updateStatus(id: string, status: InquiryStatus): Promise<Inquiry> {
    const row = await this.inquiries.findOneBy({ id });
    if (!row) throw new NotFoundException(MESSAGES.inquiry.notFound);
    row.status = status;
    return toInquiry(await this.inquiries.save(row));
  }

  async remove(id: string): Promise<void> {
    const result = await this.inquiries.delete({ id });
    if (!result.affected) throw new NotFoundException(MESSAGES.inquiry.notFound);
  }
}
