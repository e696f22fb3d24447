import { ApiProperty } from '@nestjs/swagger';
import { IsInt, Max, Min } from 'class-validator';
import { LIMITS, MESSAGES, type ContentVersionRestore } from 'shared-contracts';

const message = MESSAGES.content.restoreVersionRequired;

/** POST /api/admin/content/{page}/versions/{number}/restore: the rule of contentVersionRestoreSchema, checked again. */
export class RestoreContentVersionDto implements ContentVersionRestore {
  @ApiProperty({
    minimum: 0,
    maximum: LIMITS.contentVersions.numberMax,
    description: "The page's version the restore was decided on; a stale one gives 409 STALE_VERSION",
  })
  @IsInt({ message })
  @Min(0, { message })
  @Max(LIMITS.contentVersions.numberMax, { message })
  version!: number;
}
