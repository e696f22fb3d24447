import { Module } from '@nestjs/common';
import { AdminHealthController } from './admin-health.controller.js';
import { HealthController } from './health.controller.js';
import { HealthService } from './health.service.js';

@Module({
  controllers: [HealthController, AdminHealthController],
  providers: [HealthService],
  exports: [HealthService],
})
export class HealthModule {}
