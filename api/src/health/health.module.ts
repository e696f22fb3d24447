import { Module } from '@nestjs/common';
import { TerminusModule } from '@nestjs/terminus';
import { AdminHealthController } from './admin-health.controller.js';
import { HealthController } from './health.controller.js';
import { HealthService } from './health.service.js';
import { ProbesService } from './probes.service.js';

@Module({
  imports: [TerminusModule.forRoot({ logger: false })],
  controllers: [HealthController, AdminHealthController],
  providers: [HealthService, ProbesService],
  exports: [HealthService, ProbesService],
})
export class HealthModule {}
