import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, Matches } from 'class-validator';
import {
  LIMITS,
  MESSAGES,
  SERVICE_AREA_REGIONS,
  ZIP_CODE_PATTERN,
  type ServiceAreaRegion,
  type UpdateServiceAreaEntry,
} from 'shared-contracts';
import { IsText } from '../../common/is-text.validator.js';
import { TrimToNull } from '../../common/transforms.js';

export class UpdateServiceAreaEntryDto implements UpdateServiceAreaEntry {
  @ApiProperty({ example: '78205' })
  @Matches(ZIP_CODE_PATTERN, { message: MESSAGES.zip.mustBeFiveDigits })
  zipCode!: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: LIMITS.serviceArea.neighborhoodMax })
  @TrimToNull()
  @IsOptional()
  @IsText({
    max: LIMITS.serviceArea.neighborhoodMax,
    message: MESSAGES.zip.neighborhoodTooLong,
    tooLong: MESSAGES.zip.neighborhoodTooLong,
  })
  neighborhood?: string | null;

  @ApiProperty({ enum: SERVICE_AREA_REGIONS })
  @IsIn(SERVICE_AREA_REGIONS, { message: MESSAGES.zip.regionInvalid })
  region!: ServiceAreaRegion;
}
