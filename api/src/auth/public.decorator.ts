import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'isPublic';

/**
 * Marks a route (or controller) as open to anonymous visitors. Every other route needs a staff token: the auth guard
 * is global and deny-by-default, so a route added without thinking about auth is protected, not exposed.
 */
export const Public = () => SetMetadata(IS_PUBLIC, true);
