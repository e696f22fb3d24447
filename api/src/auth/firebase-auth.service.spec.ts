import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { validateEnv } from '../config/env.js';
import { FirebaseAuthService } from './firebase-auth.service.js';

describe('FirebaseAuthService start-up', () => {
  const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
  afterAll(() => warn.mockRestore());

  async function warningsFor(env: Record<string, string>): Promise<string[]> {
    warn.mockClear();
    // The process env carries the tests' emulator setting, which only local modes accept.
    const service = new FirebaseAuthService(validateEnv({ FIREBASE_AUTH_EMULATOR_HOST: '', ...env }));
    await service.onApplicationShutdown();
    return warn.mock.calls.map(([message]) => String(message)).filter((m) => /demo project/.test(m));
  }

  it('warns when production runs with a demo project id, which no real sign-in can use', async () => {
    const warnings = await warningsFor({ NODE_ENV: 'production', FIREBASE_PROJECT_ID: 'demo-masonry' });
    expect(warnings).toEqual([
      expect.stringMatching(/FIREBASE_PROJECT_ID=demo-masonry .*NODE_ENV=production/),
    ]);
    expect(await warningsFor({})).toHaveLength(1); // production is the default
  });

  it('stays quiet with a real project id, and in development or test', async () => {
    expect(await warningsFor({ NODE_ENV: 'production', FIREBASE_PROJECT_ID: 'alamo-masonry' })).toEqual([]);
    expect(await warningsFor({ NODE_ENV: 'development' })).toEqual([]);
    expect(await warningsFor({ NODE_ENV: 'test' })).toEqual([]);
  });
});
