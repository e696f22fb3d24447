import { Module, type MiddlewareConsumer, type NestModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { answersReadableCrossOrigin } from '../common/readable-cross-origin.js';
import { SettingsModule } from '../settings/settings.module.js';
import { DashboardController, FunnelController } from './dashboard.controller.js';
import { DashboardService } from './dashboard.service.js';
import { QuoteFunnelDayEntity } from './entities/quote-funnel-day.entity.js';

/** The lead desk (issue 32): the dashboard's figures and the quote form's funnel counts. */
@Module({
  imports: [TypeOrmModule.forFeature([QuoteFunnelDayEntity]), SettingsModule],
  controllers: [DashboardController, FunnelController],
  providers: [DashboardService],
})
export class DashboardModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(answersReadableCrossOrigin).forRoutes(FunnelController);
  }
}
