import {
  BadRequestException,
  Controller,
  Get,
  HttpCode,
  Param,
  Post,
  UseGuards,
  type PipeTransform,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { Throttle, ThrottlerGuard } from '@nestjs/throttler';
import { FUNNEL_STEPS, isFunnelStep, type DashboardFigures, type FunnelStep } from 'shared-contracts';
import { Public } from '../auth/public.decorator.js';
import { DashboardService } from './dashboard.service.js';

class FunnelStepPipe implements PipeTransform<unknown, FunnelStep> {
  transform(value: unknown): FunnelStep {
    if (!isFunnelStep(value))
      throw new BadRequestException(`Funnel step must be one of ${FUNNEL_STEPS.join(', ')}`);
    return value;
  }
}

/** The lead desk's figures, for staff (global guard). */
@ApiTags('admin: dashboard')
@ApiBearerAuth()
@Controller('admin/dashboard')
export class DashboardController {
  constructor(private readonly dashboard: DashboardService) {}

  @Get()
  @ApiOkResponse({
    description: 'DashboardFigures: weeks by status, waiting leads, median response, trend, funnel',
  })
  figures(): Promise<DashboardFigures> {
    return this.dashboard.figures();
  }
}

/** The quote form's funnel beacon: anonymous, no body, nothing stored but a count per day and step. */
@ApiTags('public')
@Controller('public/funnel')
export class FunnelController {
  constructor(private readonly dashboard: DashboardService) {}

  @Public()
  @UseGuards(ThrottlerGuard)
  // A visitor reading a few pages sends a handful; a script sending thousands is cut off (its beacons are dropped).
  @Throttle({ default: { limit: 60, ttl: 60_000 } })
  @Post(':step')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Counted' })
  @ApiBadRequestResponse({ description: 'Not a funnel step' })
  @ApiTooManyRequestsResponse({ description: 'Too many beacons from this client' })
  async count(@Param('step', new FunnelStepPipe()) step: FunnelStep): Promise<void> {
    await this.dashboard.countStep(step);
  }
}
