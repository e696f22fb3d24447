import { Body, Controller, Delete, Get, Param, Put, Query, Req, Res } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiNotFoundResponse,
  ApiNotModifiedResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { MESSAGES, type AdminInquiry } from 'shared-contracts';
import { CurrentStaff } from '../auth/current-staff.decorator.js';
import type { StaffUser } from '../auth/staff-user.js';
import { sendConditionalJson } from '../common/conditional-json.js';
import { uuidPipe } from '../common/pipes.js';
import { isPagedQuery, ListInquiriesQuery } from './dto/list-inquiries.query.js';
import { UpdateInquiryStatusDto } from './dto/update-inquiry-status.dto.js';
import { InquiriesService } from './inquiries.service.js';

/** Staff triage of quote requests (staff token required: global guard). */
@ApiTags('admin: inquiries')
@ApiBearerAuth()
@Controller('admin/inquiries')
export class InquiriesController {
  constructor(private readonly inquiries: InquiriesService) {}

  /** Both reads answer with an ETag and honour If-None-Match, so an unchanged poll is a 304 without a body. */
  @Get()
  @ApiOkResponse({
    description:
      'Inquiries newest first, each with its notesCount: an array (the spec), or with page/pageSize one page { items, total, page, pageSize }',
  })
  @ApiNotModifiedResponse({ description: 'If-None-Match named the current ETag' })
  async list(@Query() query: ListInquiriesQuery, @Req() req: Request, @Res() res: Response): Promise<void> {
    const body = isPagedQuery(query) ? await this.inquiries.page(query) : await this.inquiries.list(query);
    sendConditionalJson(req, res, body);
  }

  @Get('counts')
  @ApiOkResponse({ description: '{ total, New, Responded, Closed }' })
  @ApiNotModifiedResponse({ description: 'If-None-Match named the current ETag' })
  async counts(@Req() req: Request, @Res() res: Response): Promise<void> {
    sendConditionalJson(req, res, await this.inquiries.counts());
  }

  /** Declared after 'counts', so that path is not taken for an id. */
  @Get(':id')
  @ApiOkResponse({
    description: 'One inquiry with its notesCount (the deep link of a new-quote e-mail or alert)',
  })
  @ApiNotFoundResponse({ description: 'Inquiry not found' })
  getOne(@Param('id', uuidPipe('Inquiry')) id: string): Promise<AdminInquiry> {
    return this.inquiries.get(id);
  }

  @Put(':id')
  @ApiOkResponse({ description: 'The updated inquiry; a change of status is recorded in its timeline' })
  @ApiNotFoundResponse({ description: 'Inquiry not found' })
  updateStatus(
    @Param('id', uuidPipe('Inquiry')) id: string,
    @Body() dto: UpdateInquiryStatusDto,
    @CurrentStaff() staff: StaffUser,
  ): Promise<AdminInquiry> {
    return this.inquiries.updateStatus(id, dto.status, staff);
  }

  @Delete(':id')
  @ApiOkResponse({ description: '{ message }' })
  @ApiNotFoundResponse({ description: 'Inquiry not found' })
  async remove(@Param('id', uuidPipe('Inquiry')) id: string): Promise<{ message: string }> {
    await this.inquiries.remove(id);
    return { message: MESSAGES.inquiry.deleted };
  }
}
