import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { HealthResponse } from 'shared-contracts';
import { Public } from '../auth/public.decorator.js';
import { HealthService } from './health.service.js';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  /** Liveness + database check for load balancers and the start script: 503 while the database is down. */
  @Public()
  @Get()
  @ApiOkResponse({ description: '{ status: "ok", database: "up", time }' })
  @ApiServiceUnavailableResponse({ description: 'The database does not answer' })
  async get(@Res({ passthrough: true }) res: Response): Promise<HealthResponse> {
    const result = await this.health.check();
    if (result.database === 'down') res.status(HttpStatus.SERVICE_UNAVAILABLE);
    return result;
  }
}
