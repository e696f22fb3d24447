import { Injectable, Logger, ServiceUnavailableException, UnauthorizedException } from '@nestjs/common';
import type { OnApplicationShutdown } from '@nestjs/common';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type DecodedIdToken } from 'firebase-admin/auth';
import { randomUUID } from 'node:crypto';
import { MESSAGES } from 'shared-contracts';
import { EnvironmentVariables } from '../config/env.js';

/** Firebase's prefix for offline projects that only exist in the emulators (e.g. demo-masonry, the default). */
const DEMO_PROJECT_PREFIX = 'demo-';

/** firebase-admin error codes that mean "this token is not acceptable" (401) rather than "we could not check". */
const TOKEN_REJECTED = new Set([
  'auth/argument-error',
  'auth/invalid-argument',
  'auth/id-token-expired',
  'auth/id-token-revoked',
  'auth/invalid-id-token',
  'auth/user-disabled',
  'auth/user-not-found',
]);

/**
 * Verifies Firebase ID tokens. With FIREBASE_AUTH_EMULATOR_HOST (local, tests) firebase-admin checks tokens against the
 * emulator; otherwise against Google's signing keys. validateEnv refuses the emulator setting outside development/test.
 */
@Injectable()
export class FirebaseAuthService implements OnApplicationShutdown {
  private readonly logger = new Logger(FirebaseAuthService.name);
  private readonly app: App;

  constructor(env: EnvironmentVariables) {
    // A named app per Nest app: tests start several in one process, and each must be deletable on shutdown.
    this.app = initializeApp({ projectId: env.FIREBASE_PROJECT_ID }, `api-${randomUUID()}`);
    if (process.env.FIREBASE_AUTH_EMULATOR_HOST) {
      this.logger.warn(
        `Verifying ID tokens with the Auth emulator at ${process.env.FIREBASE_AUTH_EMULATOR_HOST} (never in production)`,
      );
    }
    if (!env.isLocal && env.FIREBASE_PROJECT_ID.startsWith(DEMO_PROJECT_PREFIX)) {
      this.logger.warn(
        `FIREBASE_PROJECT_ID=${env.FIREBASE_PROJECT_ID} is a Firebase demo project, which only the Auth emulator ` +
          `serves: with NODE_ENV=${env.NODE_ENV} no staff member can sign in. Set the real project id.`,
      );
    }
  }

  /**
   * Checks signature, expiry, audience and issuer, and (checkRevoked) that the account still exists, is enabled and
   * its sessions were not revoked, so removing a staff account takes effect at once.
   */
  async verify(idToken: string): Promise<DecodedIdToken> {
    try {
      return await getAuth(this.app).verifyIdToken(idToken, true);
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (typeof code === 'string' && TOKEN_REJECTED.has(code)) {
        throw new UnauthorizedException(MESSAGES.auth.invalidToken);
      }
      this.logger.error(`ID token check failed: ${String(error)}`);
      throw new ServiceUnavailableException('The sign-in service cannot be reached. Please try again later.');
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await deleteApp(this.app);
  }
}
