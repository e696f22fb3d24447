import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import type {
  ContentVersionDetail,
  ContentVersionSummary,
  PageContentResponse,
  PageName,
} from 'shared-contracts';
import { CurrentStaff } from '../../auth/current-staff.decorator.js';
import type { StaffUser } from '../../auth/staff-user.js';
import { ContentService } from '../content.service.js';
import { PageNamePipe } from '../page-name.pipe.js';
import { RestoreContentVersionDto } from './dto/restore-content-version.dto.js';
import { ContentVersionsService } from './content-versions.service.js';
import { ContentVersionNumberPipe } from './version-number.pipe.js';

/** The version history of a content page (issue 29); staff token required (global guard). */
@ApiTags('admin: content')
@ApiBearerAuth()
@Controller('admin/content/:page/versions')
export class ContentVersionsController {
  constructor(
    private readonly versions: ContentVersionsService,
    private readonly content: ContentService,
  ) {}

  @Get()
  @ApiOkResponse({
    description: 'The kept versions, newest first: version, staffEmail, at, restoredFrom (no content)',
  })
  @ApiNotFoundResponse({ description: 'Unknown page' })
  list(@Param('page', PageNamePipe) page: PageName): Promise<ContentVersionSummary[]> {
    return this.versions.list(page);
  }

  @Get(':number')
  @ApiOkResponse({ description: 'One version with the content it published' })
  @ApiBadRequestResponse({ description: 'The version number is not a whole number of 1 or more' })
  @ApiNotFoundResponse({ description: 'Unknown page, or no such version (never stored, or pruned)' })
  get(
    @Param('page', PageNamePipe) page: PageName,
    @Param('number', ContentVersionNumberPipe) version: number,
  ): Promise<ContentVersionDetail> {
    return this.versions.find(page, version);
  }

  @Post(':number/restore')
  @HttpCode(200)
  @ApiOkResponse({
    description: "Publishes the version's content as a new version; answers the page as a save does",
  })
  @ApiBadRequestResponse({ description: 'Bad version number, or the body has no valid `version`' })
  @ApiNotFoundResponse({ description: 'Unknown page, or no such version' })
  @ApiConflictResponse({ description: 'code STALE_VERSION: the page was published since `version`' })
  restore(
    @Param('page', PageNamePipe) page: PageName,
    @Param('number', ContentVersionNumberPipe) version: number,
    @Body() { version: basedOn }: RestoreContentVersionDto,
    @CurrentStaff() staff: StaffUser,
  ): Promise<PageContentResponse<PageName>> {
    return this.content.restore(page, version, basedOn, staff);
  }
}
