import { Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import {
  InjectThrottlerOptions,
  InjectThrottlerStorage,
  ThrottlerGuard,
  type ThrottlerModuleOptions,
  type ThrottlerRequest,
  type ThrottlerStorage,
} from '@nestjs/throttler';
import { EnvironmentVariables } from '../config/env.js';

/**
 * The app's throttler (shared by every instance with REDIS_URL, per client address) with the visitor reports' own
 * limit, VISITOR_REPORT_LIMIT a minute: a page load sends a handful, a script flooding the table is refused.
 */
@Injectable()
export class VisitorReportThrottlerGuard extends ThrottlerGuard {
  constructor(
    @InjectThrottlerOptions() options: ThrottlerModuleOptions,
    @InjectThrottlerStorage() storage: ThrottlerStorage,
    reflector: Reflector,
    private readonly env: EnvironmentVariables,
  ) {
    super(options, storage, reflector);
  }

  protected override handleRequest(request: ThrottlerRequest): Promise<boolean> {
    return super.handleRequest({ ...request, limit: this.env.VISITOR_REPORT_LIMIT, ttl: 60_000 });
  }
}
