import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConsumes,
  ApiNoContentResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { Public } from '../auth/public.decorator.js';
import { VisitorReportDto } from './dto/visitor-report.dto.js';
import { VisitorReportThrottlerGuard } from './visitor-report-throttler.guard.js';
import { VisitorTelemetryService } from './visitor-telemetry.service.js';

/** The shell's beacon (issue 45): anonymous, no cookie read or set, stored as daily counts. */
@ApiTags('public')
@Controller('public')
export class VisitorReportsController {
  constructor(private readonly telemetry: VisitorTelemetryService) {}

  @Public()
  @UseGuards(VisitorReportThrottlerGuard)
  @Post('visitor-reports')
  @HttpCode(204)
  @ApiConsumes('application/json', 'text/plain')
  @ApiBody({ type: VisitorReportDto, description: 'JSON, also as text/plain (what navigator.sendBeacon sends)' })
  @ApiNoContentResponse({ description: 'Counted' })
  @ApiBadRequestResponse({ description: 'Not a visitor report' })
  @ApiTooManyRequestsResponse({ description: 'Too many reports from this client' })
  async report(@Body() report: VisitorReportDto): Promise<void> {
    await this.telemetry.record(report);
  }
}
