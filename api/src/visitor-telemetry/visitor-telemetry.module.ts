import { Module, type MiddlewareConsumer, type NestModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { answersReadableCrossOrigin } from '../common/readable-cross-origin.js';
import { readBeaconBody } from './beacon-body.js';
import { VisitorErrorDayEntity } from './entities/visitor-error-day.entity.js';
import { VisitorVitalDayEntity } from './entities/visitor-vital-day.entity.js';
import { SiteHealthController } from './site-health.controller.js';
import { VisitorReportThrottlerGuard } from './visitor-report-throttler.guard.js';
import { VisitorReportsController } from './visitor-reports.controller.js';
import { VisitorTelemetryService } from './visitor-telemetry.service.js';

/** Real visitors' web vitals and errors (issue 45): the shell's beacon and the Site health page's figures. */
@Module({
  imports: [TypeOrmModule.forFeature([VisitorVitalDayEntity, VisitorErrorDayEntity])],
  controllers: [VisitorReportsController, SiteHealthController],
  providers: [VisitorTelemetryService, VisitorReportThrottlerGuard],
})
export class VisitorTelemetryModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    // CORP first, so that every answer (the body's refusal, 429, 400) is readable by the beacon's page.
    consumer.apply(answersReadableCrossOrigin, readBeaconBody).forRoutes(VisitorReportsController);
  }
}
