import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { LIMITS, type ReplyTemplate } from 'shared-contracts';
import { CurrentStaff } from '../auth/current-staff.decorator.js';
import type { StaffUser } from '../auth/staff-user.js';
import { uuidPipe } from '../common/pipes.js';
import { ReplyTemplateDto } from './dto/reply-template.dto.js';
import { ReplyTemplatesService } from './reply-templates.service.js';

const TEMPLATE = '{ id, title, text, updatedAt, updatedBy }';

/** The reply templates of the inquiry reply box (issue 32; staff token required: global guard). */
@ApiTags('admin: reply templates')
@ApiBearerAuth()
@Controller('admin/reply-templates')
export class ReplyTemplatesController {
  constructor(private readonly templates: ReplyTemplatesService) {}

  @Get()
  @ApiOkResponse({ description: `Every template ${TEMPLATE}, in the order they were added` })
  list(): Promise<ReplyTemplate[]> {
    return this.templates.list();
  }

  @Post()
  @ApiCreatedResponse({ description: `The stored template ${TEMPLATE}, listed last (updatedBy: the caller)` })
  @ApiBadRequestResponse({
    description: 'The title or text is empty, too long or not text, or the body has other keys',
  })
  @ApiConflictResponse({ description: `There are already ${LIMITS.replyTemplate.countMax} templates` })
  create(@Body() dto: ReplyTemplateDto, @CurrentStaff() staff: StaffUser): Promise<ReplyTemplate> {
    return this.templates.create(dto, staff);
  }

  @Put(':id')
  @ApiOkResponse({ description: `The changed template ${TEMPLATE} (updatedBy: the caller)` })
  @ApiBadRequestResponse({
    description: 'The id is not a UUID, or the title or text breaks the rules of an add',
  })
  @ApiNotFoundResponse({ description: 'No such template (unknown, or deleted)' })
  update(
    @Param('id', uuidPipe('Reply template')) id: string,
    @Body() dto: ReplyTemplateDto,
    @CurrentStaff() staff: StaffUser,
  ): Promise<ReplyTemplate> {
    return this.templates.update(id, dto, staff);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiBadRequestResponse({ description: 'The id is not a UUID' })
  @ApiNotFoundResponse({ description: 'No such template (unknown, or deleted already)' })
  remove(@Param('id', uuidPipe('Reply template')) id: string): Promise<void> {
    return this.templates.remove(id);
  }
}
