import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { SiteHealth } from 'shared-contracts';
import { VisitorTelemetryService } from './visitor-telemetry.service.js';

/** The back office's Site health page, for staff (global guard). */
@ApiTags('admin: site health')
@ApiBearerAuth()
@Controller('admin/site-health')
export class SiteHealthController {
  constructor(private readonly telemetry: VisitorTelemetryService) {}

  @Get()
  @ApiOkResponse({ description: 'SiteHealth: p75 web vitals per route, errors per remote version' })
  siteHealth(): Promise<SiteHealth> {
    return this.telemetry.siteHealth();
  }
}
