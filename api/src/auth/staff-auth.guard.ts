import { ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import type { CanActivate, ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { isCompanyEmail, MESSAGES } from 'shared-contracts';
import { EnvironmentVariables } from '../config/env.js';
import { FirebaseAuthService } from './firebase-auth.service.js';
import { IS_PUBLIC } from './public.decorator.js';
import './staff-user.js';

/** A JWT is three base64url parts; anything else (or absurdly long) is refused before any verification work. */
const JWT_SHAPE = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/;
const MAX_TOKEN_LENGTH = 8192;

function bearerToken(request: Request): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * Global, deny-by-default guard: every route needs a verified company-domain staff token unless marked @Public().
 * 401: no token, or the token is malformed, expired, revoked or forged.
 * 403: a genuine token of someone who is not staff (other domain, or unverified e-mail).
 */
@Injectable()
export class StaffAuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly firebase: FirebaseAuthService,
    private readonly env: EnvironmentVariables,
  ) {}

  /** Public routes answer synchronously: a promise would cost every public request a turn of the microtask queue. */
  canActivate(context: ExecutionContext): boolean | Promise<boolean> {
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [
      context.getHandler(),
      context.getClass(),
    ]);
    return isPublic || this.authorizeStaff(context.switchToHttp().getRequest<Request>());
  }

  private async authorizeStaff(request: Request): Promise<boolean> {
    const token = bearerToken(request);
    if (!token) throw new UnauthorizedException(MESSAGES.auth.missingToken);
    if (token.length > MAX_TOKEN_LENGTH || !JWT_SHAPE.test(token)) {
      throw new UnauthorizedException(MESSAGES.auth.invalidToken);
    }

    const decoded = await this.firebase.verify(token);
    if (decoded.email_verified !== true || !isCompanyEmail(decoded.email, this.env.COMPANY_DOMAIN)) {
      throw new ForbiddenException(MESSAGES.auth.notStaff);
    }
    request.staff = { uid: decoded.uid, email: decoded.email! };
    return true;
  }
}
