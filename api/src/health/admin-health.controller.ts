import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { AdminHealthResponse } from 'shared-contracts';
import { CurrentStaff } from '../auth/current-staff.decorator.js';
import type { StaffUser } from '../auth/staff-user.js';
import { HealthService } from './health.service.js';

/** The dashboard's auth test panel: proves the token works and shows who it belongs to. */
@ApiTags('admin: health')
@ApiBearerAuth()
@Controller('admin/health')
export class AdminHealthController {
  constructor(private readonly health: HealthService) {}

  @Get()
  @ApiOkResponse({ description: '{ status, database, time, user: { uid, email } }' })
  async get(@CurrentStaff() staff: StaffUser): Promise<AdminHealthResponse> {
    return { ...(await this.health.check()), user: { uid: staff.uid, email: staff.email } };
  }
}
