import { BadRequestException, Body, Controller, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { MESSAGES, type PopulateResult, type ServiceAreaEntry } from 'shared-contracts';
import { ZipCodePipe } from '../common/pipes.js';
import { ReplaceServiceAreaDto } from './dto/replace-service-area.dto.js';
import { UpdateServiceAreaEntryDto } from './dto/update-service-area-entry.dto.js';
import { ServiceAreaService } from './service-area.service.js';

/** Staff management of the ZIP codes the company serves (all routes need a staff token: global guard). */
@ApiTags('admin: service area')
@ApiBearerAuth()
@Controller('admin/service-area')
export class AdminServiceAreaController {
  constructor(private readonly serviceArea: ServiceAreaService) {}

  @Get()
  @ApiOkResponse({ description: 'Entries { zip_code, neighborhood, region }, by ZIP' })
  list(): Promise<ServiceAreaEntry[]> {
    return this.serviceArea.list();
  }

  @Put()
  @ApiOkResponse({ description: 'The new list' })
  replace(@Body() dto: ReplaceServiceAreaDto): Promise<ServiceAreaEntry[]> {
    return this.serviceArea.replace(dto.zipCodes);
  }

  @Get('neighborhoods')
  neighborhoods(): Promise<string[]> {
    return this.serviceArea.neighborhoods();
  }

  @Post('run-populate-script')
  @HttpCode(200)
  @ApiOkResponse({ description: '{ inserted, updated, total }' })
  populate(): Promise<PopulateResult> {
    return this.serviceArea.populate();
  }

  @Put(':zipCode')
  update(
    @Param('zipCode', new ZipCodePipe(MESSAGES.zip.mustBeFiveDigits)) zipCode: string,
    @Body() dto: UpdateServiceAreaEntryDto,
  ): Promise<ServiceAreaEntry> {
    if (dto.zipCode !== zipCode) throw new BadRequestException(MESSAGES.zip.zipCodeMismatch);
    return this.serviceArea.update(zipCode, dto);
  }
}
