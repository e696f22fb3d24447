import { Controller, Get, Param } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { MESSAGES, type ZipCheckResponse } from 'shared-contracts';
import { Public } from '../auth/public.decorator.js';
import { ZipCodePipe } from '../common/pipes.js';
import { ServiceAreaService } from './service-area.service.js';

/** The quote form's ZIP check (spec section 7). */
@ApiTags('public')
@Controller('public/service-area')
export class PublicServiceAreaController {
  constructor(private readonly serviceArea: ServiceAreaService) {}

  @Public()
  @Get('check/:zipCode')
  @ApiOkResponse({ description: '{ valid: boolean }' })
  async check(
    @Param('zipCode', new ZipCodePipe(MESSAGES.quote.zipCode, { trim: true })) zipCode: string,
  ): Promise<ZipCheckResponse> {
    return { valid: await this.serviceArea.isServed(zipCode) };
  }
}
