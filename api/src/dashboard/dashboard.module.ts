import { Module, type MiddlewareConsumer, type NestModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { NextFunction, Request, Response } from 'express';
import { SettingsModule } from '../settings/settings.module.js';
import { DashboardController, FunnelController } from './dashboard.controller.js';
import { DashboardService } from './dashboard.service.js';
import { QuoteFunnelDayEntity } from './entities/quote-funnel-day.entity.js';

/**
 * The funnel's answers may be read by any origin (issue 44). The public site sends its beacon with
 * navigator.sendBeacon, a no-cors request from the shell's origin: helmet's Cross-Origin-Resource-Policy
 * (same-origin) made the browser block the answer and log an error on every visit of /contact. The answer is an empty
 * 204 (or a refusal), nothing worth protecting. A middleware, not a response header of the handler: it runs before the
 * throttler and the step's pipe, so their refusals (429, 400) carry it too.
 */
export function funnelAnswersReadableCrossOrigin(_req: Request, res: Response, next: NextFunction): void {
  res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
  next();
}

/** The lead desk (issue 32): the dashboard's figures and the quote form's funnel counts. */
@Module({
  imports: [TypeOrmModule.forFeature([QuoteFunnelDayEntity]), SettingsModule],
  controllers: [DashboardController, FunnelController],
  providers: [DashboardService],
})
export class DashboardModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(funnelAnswersReadableCrossOrigin).forRoutes(FunnelController);
  }
}
