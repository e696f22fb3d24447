import { Body, Controller, Get, Param, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { InquiryNoteEntry, InquiryTimelineEntry } from 'shared-contracts';
import { CurrentStaff } from '../../auth/current-staff.decorator.js';
import type { StaffUser } from '../../auth/staff-user.js';
import { uuidPipe } from '../../common/pipes.js';
import { CreateInquiryNoteDto } from './dto/create-inquiry-note.dto.js';
import { InquiryTimelineService } from './inquiry-timeline.service.js';

/** Internal notes and the status history of one inquiry (staff token required: global guard). */
@ApiTags('admin: inquiries')
@ApiBearerAuth()
@Controller('admin/inquiries/:id')
export class InquiryTimelineController {
  constructor(private readonly timeline: InquiryTimelineService) {}

  @Post('notes')
  @ApiCreatedResponse({
    description: "The stored note, as a timeline entry (author from the caller's token)",
  })
  @ApiBadRequestResponse({ description: 'The note is empty, too long or not text' })
  @ApiNotFoundResponse({ description: 'Inquiry not found' })
  addNote(
    @Param('id', uuidPipe('Inquiry')) id: string,
    @Body() dto: CreateInquiryNoteDto,
    @CurrentStaff() staff: StaffUser,
  ): Promise<InquiryNoteEntry> {
    return this.timeline.addNote(id, dto.text, staff);
  }

  @Get('timeline')
  @ApiOkResponse({ description: 'Notes and status changes, newest first' })
  @ApiNotFoundResponse({ description: 'Inquiry not found' })
  read(@Param('id', uuidPipe('Inquiry')) id: string): Promise<InquiryTimelineEntry[]> {
    return this.timeline.timeline(id);
  }
}
