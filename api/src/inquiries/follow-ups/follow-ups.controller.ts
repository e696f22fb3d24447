import { Body, Controller, Param, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { AdminInquiry } from 'shared-contracts';
import { uuidPipe } from '../../common/pipes.js';
import { FollowUpsService } from './follow-ups.service.js';
import { UpdateFollowUpDto } from './update-follow-up.dto.js';

/** Assignment and follow-up day of an inquiry (staff token required: global guard). */
@ApiTags('admin: inquiries')
@ApiBearerAuth()
@Controller('admin/inquiries/:id/follow-up')
export class FollowUpsController {
  constructor(private readonly followUps: FollowUpsService) {}

  @Put()
  @ApiOkResponse({ description: 'The inquiry with its assignee and follow-up day' })
  @ApiBadRequestResponse({ description: 'Not a staff address, not a date, or a field missing' })
  @ApiNotFoundResponse({ description: 'Inquiry not found' })
  set(@Param('id', uuidPipe('Inquiry')) id: string, @Body() dto: UpdateFollowUpDto): Promise<AdminInquiry> {
    return this.followUps.set(id, dto);
  }
}
