import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import type { StaffUser } from './staff-user.js';

/** The staff member StaffAuthGuard authorised; only meaningful on non-public routes. */
export const CurrentStaff = createParamDecorator((_data: unknown, context: ExecutionContext): StaffUser => {
  const staff = context.switchToHttp().getRequest<Request>().staff;
  if (!staff) throw new Error('CurrentStaff used on a route StaffAuthGuard did not authorise');
  return staff;
});
