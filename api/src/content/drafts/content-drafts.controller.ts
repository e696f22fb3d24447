import { Body, Controller, Delete, Get, Header, HttpCode, Param, Post, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { ContentDraft, DraftPageName, PageContentResponse } from 'shared-contracts';
import { CurrentStaff } from '../../auth/current-staff.decorator.js';
import type { StaffUser } from '../../auth/staff-user.js';
import { ContentService } from '../content.service.js';
import { HeroPhotoService } from '../hero-photo/hero-photo.service.js';
import { ContentDraftsService } from './content-drafts.service.js';
import { DraftPageNamePipe } from './draft-page-name.pipe.js';
import {
  ContactDraftDto,
  DraftBaseVersionDto,
  HomeDraftDto,
  ServicesDraftDto,
} from './dto/page-draft.dto.js';

const SAVED =
  'The stored draft: page, content, es (its Spanish texts, or the published ones when it leaves them), baseVersion, staffEmail (who saved it, from the token), savedAt';

/**
 * The draft of a content page (issue 29); staff token required (global guard). One PUT route per page so each body is
 * validated by its page's DTO (the save's rules) and documented; another page name is an unknown route (404).
 * Answers are never cached (no-store): a draft is staff data.
 */
@ApiTags('admin: content')
@ApiBearerAuth()
@Controller('admin/content')
export class ContentDraftsController {
  constructor(
    private readonly drafts: ContentDraftsService,
    private readonly content: ContentService,
    private readonly heroPhotos: HeroPhotoService,
  ) {}

  @Get('drafts')
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({
    description: `Every stored draft ([] when none), each as ${SAVED.replace('The stored draft: ', '')}`,
  })
  list(): Promise<ContentDraft[]> {
    return this.drafts.list();
  }

  @Get(':page/draft')
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ description: SAVED })
  @ApiNotFoundResponse({
    description: 'Unknown page (drafts: home, services, contact), or the page has no draft',
  })
  get(@Param('page', DraftPageNamePipe) page: DraftPageName): Promise<ContentDraft> {
    return this.drafts.get(page);
  }

  @Put('home/draft')
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ description: SAVED })
  @ApiBadRequestResponse({ description: 'A field breaks the save rules, or `version` is missing' })
  async saveHome(
    @Body() { version, es, ...fields }: HomeDraftDto,
    @CurrentStaff() staff: StaffUser,
  ): Promise<ContentDraft<'home'>> {
    await this.heroPhotos.assertAvailable(fields.heroImagePath);
    return this.drafts.save('home', fields, es, version, staff);
  }

  @Put('services/draft')
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ description: SAVED })
  @ApiBadRequestResponse({ description: 'A field breaks the save rules, or `version` is missing' })
  saveServices(
    @Body() { version, es, ...fields }: ServicesDraftDto,
    @CurrentStaff() staff: StaffUser,
  ): Promise<ContentDraft<'services'>> {
    return this.drafts.save('services', fields, es, version, staff);
  }

  @Put('contact/draft')
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ description: SAVED })
  @ApiBadRequestResponse({ description: 'A field breaks the save rules, or `version` is missing' })
  saveContact(
    @Body() { version, es, ...fields }: ContactDraftDto,
    @CurrentStaff() staff: StaffUser,
  ): Promise<ContentDraft<'contact'>> {
    return this.drafts.save('contact', fields, es, version, staff);
  }

  @Delete(':page/draft')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'The draft is discarded' })
  @ApiNotFoundResponse({
    description: 'Unknown page (drafts: home, services, contact), or the page has no draft',
  })
  discard(@Param('page', DraftPageNamePipe) page: DraftPageName): Promise<void> {
    return this.drafts.discard(page);
  }

  @Post(':page/draft/publish')
  @HttpCode(200)
  @ApiOkResponse({
    description:
      "Publishes the draft as the page's next version and removes it; answers the page as a save does",
  })
  @ApiBadRequestResponse({ description: 'The body has no valid `version`' })
  @ApiNotFoundResponse({
    description: 'Unknown page (drafts: home, services, contact), or the page has no draft',
  })
  @ApiConflictResponse({
    description: 'code STALE_VERSION: the page was published since `version` (the draft is kept)',
  })
  publish(
    @Param('page', DraftPageNamePipe) page: DraftPageName,
    @Body() { version }: DraftBaseVersionDto,
    @CurrentStaff() staff: StaffUser,
  ): Promise<PageContentResponse<DraftPageName>> {
    return this.content.publishDraft(page, version, staff);
  }
}
