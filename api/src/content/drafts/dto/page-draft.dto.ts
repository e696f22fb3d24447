import { ApiProperty, IntersectionType, OmitType } from '@nestjs/swagger';
import { IsInt, Max, Min } from 'class-validator';
import { LIMITS, MESSAGES, type ContentDraftPublish } from 'shared-contracts';
import { ContactContentDto, HomeContentDto, ServicesContentDto } from '../../dto/page-content.dto.js';

const message = MESSAGES.content.draftVersionRequired;

/** The page version a draft was edited from, or that its publish was decided on: required (contentDraftSchemas). */
export class DraftBaseVersionDto implements ContentDraftPublish {
  @ApiProperty({
    minimum: 0,
    maximum: LIMITS.contentVersions.numberMax,
    description:
      'The page version the draft was edited from; its publish is refused (409) once the page moved on',
  })
  @IsInt({ message })
  @Min(0, { message })
  @Max(LIMITS.contentVersions.numberMax, { message })
  version!: number;
}

/*
 * PUT /api/admin/content/{page}/draft bodies: the save DTOs' own fields and rules (mapped types copy their validation
 * and transformation metadata), with the save's optional `version` replaced by the required base version.
 */
export class HomeDraftDto extends IntersectionType(
  OmitType(HomeContentDto, ['version'] as const),
  DraftBaseVersionDto,
) {}
export class ServicesDraftDto extends IntersectionType(
  OmitType(ServicesContentDto, ['version'] as const),
  DraftBaseVersionDto,
) {}
export class ContactDraftDto extends IntersectionType(
  OmitType(ContactContentDto, ['version'] as const),
  DraftBaseVersionDto,
) {}
