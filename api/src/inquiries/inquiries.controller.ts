import { Body, Controller, Delete, Get, Param, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Inquiry } from 'shared-contracts';
import { uuidPipe } from '../common/pipes.js';
import { ListInquiriesQuery } from './dto/list-inquiries.query.js';
import { UpdateInquiryStatusDto } from './dto/update-inquiry-status.dto.js';
import { InquiriesService } from './inquiries.service.js';

/** Staff triage of quote requests (staff token required: global guard). */
@ApiTags('admin: inquiries')
@ApiBearerAuth()
@Controller('admin/inquiries')
export class InquiriesController {
  constructor(private readonly inquiries: InquiriesService) {}

  @Get()
  @ApiOkResponse({ description: 'Inquiries, newest first' })
  list(@Query() query: ListInquiriesQuery): Promise<Inquiry[]> {
    return this.inquiries.list(query.status);
  }

  @Put(':id')
  @ApiOkResponse({ description: 'The updated inquiry' })
  @ApiNotFoundResponse({ description: 'Inquiry not found' })
  updateStatus(
    @Param('id', uuidPipe('Inquiry')) id: string,
    @Body() dto: UpdateInquiryStatusDto,
  ): Promise<Inquiry> {
    return this.inquiries.updateStatus(id, dto.status);
  }

  @Delete(':id')
  @ApiOkResponse({ description: '{ message }' })
  @ApiNotFoundResponse({ description: 'Inquiry not found' })
  async remove(@Param('id', uuidPipe('Inquiry')) id: string): Promise<{ message: string }> {
    await this.inquiries.remove(id);
    return { message: 'Inquiry deleted' };
  }
}
