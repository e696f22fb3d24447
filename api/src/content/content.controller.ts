import { Body, Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import {
  LOCALES,
  PAGE_NAMES,
  TRANSLATABLE_CONTENT_FIELDS,
  type Locale,
  type PageContentResponse,
  type PageName,
} from 'shared-contracts';
import { CurrentStaff } from '../auth/current-staff.decorator.js';
import { Public } from '../auth/public.decorator.js';
import type { StaffUser } from '../auth/staff-user.js';
import { sendCachedJson } from '../common/conditional-json.js';
import { ContentService } from './content.service.js';
import {
  BusinessContentDto,
  ContactContentDto,
  HomeContentDto,
  ServicesContentDto,
} from './dto/page-content.dto.js';
import { LocalePipe } from '../common/locale.pipe.js';
import { PageNamePipe } from './page-name.pipe.js';

/**
 * GET is public (the site's pages); saving needs a staff token (global guard) and records a version by that staff
 * member (versions/). One POST route per page so each validates with its own DTO and shows up in the OpenAPI
 * document; other page names are unknown routes (404).
 */
@ApiTags('content')
@Controller('content')
export class ContentController {
  constructor(private readonly content: ContentService) {}

  @Public()
  @Get(':page')
  @ApiOkResponse({
    description: `The page fields + version (0 = built-in defaults). Pages: ${PAGE_NAMES.join(', ')}`,
  })
  @ApiQuery({
    name: 'lang',
    required: false,
    enum: LOCALES,
    description: `es: the same fields, each translatable one (${Object.entries(TRANSLATABLE_CONTENT_FIELDS)
      .filter(([, fields]) => fields.length > 0)
      .map(([page, fields]) => `${page}: ${fields.join(', ')}`)
      .join('; ')}) in Spanish where staff wrote it, else English. Absent or en: English`,
  })
  @ApiBadRequestResponse({ description: 'lang is not en or es' })
  @ApiNotFoundResponse({ description: 'Unknown page' })
  async get(
    @Param('page', PageNamePipe) page: PageName,
    @Query('lang', LocalePipe) locale: Locale,
    @Res() res: Response,
  ): Promise<void> {
    sendCachedJson(res, await this.content.get(page, locale));
  }

  @ApiBearerAuth()
  @Post('home')
  @HttpCode(200)
  @ApiConflictResponse({ description: 'code STALE_VERSION: saved by someone else since `version`' })
  saveHome(
    @Body() { version, ...fields }: HomeContentDto,
    @CurrentStaff() staff: StaffUser,
  ): Promise<PageContentResponse<'home'>> {
    return this.content.save('home', fields, version, staff);
  }

  @ApiBearerAuth()
  @Post('services')
  @HttpCode(200)
  @ApiConflictResponse({ description: 'code STALE_VERSION' })
  saveServices(
    @Body() { version, ...fields }: ServicesContentDto,
    @CurrentStaff() staff: StaffUser,
  ): Promise<PageContentResponse<'services'>> {
    return this.content.save('services', fields, version, staff);
  }

  @ApiBearerAuth()
  @Post('contact')
  @HttpCode(200)
  @ApiConflictResponse({ description: 'code STALE_VERSION' })
  saveContact(
    @Body() { version, ...fields }: ContactContentDto,
    @CurrentStaff() staff: StaffUser,
  ): Promise<PageContentResponse<'contact'>> {
    return this.content.save('contact', fields, version, staff);
  }

  @ApiBearerAuth()
  @Post('business')
  @HttpCode(200)
  @ApiConflictResponse({ description: 'code STALE_VERSION' })
  saveBusiness(
    @Body() { version, ...fields }: BusinessContentDto,
    @CurrentStaff() staff: StaffUser,
  ): Promise<PageContentResponse<'business'>> {
    return this.content.save('business', fields, version, staff);
  }
}
