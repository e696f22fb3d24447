import { Controller, Get, Header, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { AdminPageContentResponse, PageName } from 'shared-contracts';
import { ContentService } from './content.service.js';
import { PageNamePipe } from './page-name.pipe.js';

/**
 * The content editor's read of a page (issue 30); staff token required (global guard). Registered after the drafts
 * controller so its GET /api/admin/content/drafts is not read as a page name. Never cached (no-store).
 */
@ApiTags('admin: content')
@ApiBearerAuth()
@Controller('admin/content')
export class AdminContentController {
  constructor(private readonly content: ContentService) {}

  @Get(':page')
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({
    description:
      "The page as GET /api/content/{page} answers it (English) plus `es`: each translatable field's Spanish text, '' when not translated",
  })
  @ApiNotFoundResponse({ description: 'Unknown page' })
  get(@Param('page', PageNamePipe) page: PageName): Promise<AdminPageContentResponse<PageName>> {
    return this.content.getForStaff(page);
  }
}
