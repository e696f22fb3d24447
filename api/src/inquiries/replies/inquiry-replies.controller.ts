import { Body, Controller, Param, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { InquiryReplyEntry } from 'shared-contracts';
import { CurrentStaff } from '../../auth/current-staff.decorator.js';
import type { StaffUser } from '../../auth/staff-user.js';
import { uuidPipe } from '../../common/pipes.js';
import { CreateInquiryReplyDto } from './dto/create-inquiry-reply.dto.js';
import { InquiryRepliesService } from './inquiry-replies.service.js';

/** Replying to the visitor from the inquiry (staff token required: global guard). */
@ApiTags('admin: inquiries')
@ApiBearerAuth()
@Controller('admin/inquiries/:id/replies')
export class InquiryRepliesController {
  constructor(private readonly replies: InquiryRepliesService) {}

  @Post()
  @ApiCreatedResponse({
    description: 'The reply as a timeline entry; its e-mail is queued, and a New inquiry is now Responded',
  })
  @ApiBadRequestResponse({ description: 'The reply is empty, too long or not text' })
  @ApiNotFoundResponse({ description: 'Inquiry not found' })
  @ApiConflictResponse({ description: 'E-mail is not configured, so no reply can be sent' })
  reply(
    @Param('id', uuidPipe('Inquiry')) id: string,
    @Body() dto: CreateInquiryReplyDto,
    @CurrentStaff() staff: StaffUser,
  ): Promise<InquiryReplyEntry> {
    return this.replies.reply(id, dto.text, staff);
  }
}
