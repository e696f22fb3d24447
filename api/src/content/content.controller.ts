import { Body, Controller, Get, HttpCode, Param, Post, Res } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { PAGE_NAMES, type PageContentResponse, type PageName } from 'shared-contracts';
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
  @ApiNotFoundResponse({ description: 'Unknown page' })
  async get(@Param('page', PageNamePipe) page: PageName, @Res() res: Response): Promise<void> {
    sendCachedJson(res, await this.content.get(page));
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
