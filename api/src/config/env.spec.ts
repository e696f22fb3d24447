import { resolve } from 'node:path';
import { createApp } from '../app.factory.js';
import { EnvValidationError, validateEnv } from './env.js';
import { API_ROOT } from './paths.js';

describe('validateEnv', () => {
  it('fills every default when nothing is set', () => {
    const env = validateEnv({});
    expect(env.NODE_ENV).toBe('production');
    expect(env.PORT).toBe(3100);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.PGLITE_DATA_DIR).toBe(resolve(API_ROOT, '.data/pglite'));
    expect(env.COMPANY_DOMAIN).toBe('alamomasonry.com');
    expect(env.FIREBASE_PROJECT_ID).toBe('demo-masonry');
    expect(env.corsOrigins).toEqual(
      [3000, 3001, 3002, 3003, 3004].flatMap((port) => [
        `http://localhost:${port}`,
        `http://127.0.0.1:${port}`,
      ]),
    );
    expect(env.trustProxy).toBe(false);
    expect(env.THROTTLE_ENABLED).toBe(true);
    expect(env.publicUrl).toBe('http://localhost:3100');
  });

  it('parses numbers, booleans, lists and relative folders', () => {
    const env = validateEnv({
      PORT: '8080',
      DATABASE_URL: 'postgresql://app:secret@db.internal:5432/masonry',
      PGLITE_DATA_DIR: 'tmp/db',
      THROTTLE_ENABLED: 'false',
      THROTTLE_LIMIT: '3',
      TRUST_PROXY: 'loopback, 10.0.0.0/8',
      CORS_ORIGINS: 'https://www.example.com, https://admin.example.com',
    });
    expect(env.PORT).toBe(8080);
    expect(env.DATABASE_URL).toBe('postgresql://app:secret@db.internal:5432/masonry');
    expect(env.PGLITE_DATA_DIR).toBe(resolve(API_ROOT, 'tmp/db'));
    expect(env.THROTTLE_ENABLED).toBe(false);
    expect(env.THROTTLE_LIMIT).toBe(3);
    expect(env.trustProxy).toEqual(['loopback', '10.0.0.0/8']);
    expect(env.corsOrigins).toEqual(['https://www.example.com', 'https://admin.example.com']);
    expect(validateEnv({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
  });

  it('keeps Redis and the bucket off unless configured; path-style addressing follows S3_ENDPOINT', () => {
    const local = validateEnv({ REDIS_URL: '', S3_BUCKET: '' });
    expect(local.REDIS_URL).toBeUndefined();
    expect(local.S3_BUCKET).toBeUndefined();
    expect(local.REDIS_KEY_PREFIX).toBe('masonry:');
    const shared = validateEnv({
      REDIS_URL: 'rediss://user:secret@cache.internal:6380/2',
      S3_BUCKET: 'alamo-images',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
    });
    expect(shared.REDIS_URL).toBe('rediss://user:secret@cache.internal:6380/2');
    expect(shared.S3_REGION).toBe('us-east-1');
    expect(shared.s3ForcePathStyle).toBe(true);
    expect(validateEnv({ S3_BUCKET: 'alamo-images' }).s3ForcePathStyle).toBe(false);
    expect(
      validateEnv({ S3_ENDPOINT: 'https://r2.example.com', S3_FORCE_PATH_STYLE: 'false' }).s3ForcePathStyle,
    ).toBe(false);
  });

  it('treats an empty DATABASE_URL as unset (PGlite)', () => {
    expect(validateEnv({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it.each([
    ['DATABASE_URL', 'mysql://root@localhost/db'],
    ['DATABASE_URL', 'not a url'],
    ['DATABASE_URL', 'postgres://'],
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['COMPANY_DOMAIN', 'not a domain'],
    ['FIREBASE_PROJECT_ID', 'Bad Project'],
    ['CORS_ORIGINS', 'http://localhost:3000/path'],
    ['CORS_ORIGINS', '*'],
    ['TRUST_PROXY', 'true'],
    ['THROTTLE_LIMIT', '0'],
    ['THROTTLE_ENABLED', 'maybe'],
    ['NODE_ENV', 'staging'],
    ['FIREBASE_AUTH_EMULATOR_HOST', 'http://127.0.0.1:9099'],
    ['REDIS_URL', 'http://127.0.0.1:6379'],
    ['REDIS_URL', '127.0.0.1:6379'],
    ['REDIS_KEY_PREFIX', 'has space'],
    ['S3_BUCKET', 'Upper_Case'],
    ['S3_ENDPOINT', 'minio:9000'],
    ['S3_FORCE_PATH_STYLE', 'sometimes'],
  ])('rejects %s=%s, naming the variable', (key, value) => {
    expect(() => validateEnv({ [key]: value })).toThrow(EnvValidationError);
    expect(() => validateEnv({ [key]: value })).toThrow(new RegExp(key));
  });

  it('lists every problem at once', () => {
    try {
      validateEnv({ PORT: 'x', DATABASE_URL: 'mysql://a/b' });
      throw new Error('expected a validation error');
    } catch (error) {
      expect((error as Error).message).toMatch(/PORT/);
      expect((error as Error).message).toMatch(/DATABASE_URL must be a PostgreSQL URL/);
    }
  });

  it('refuses the Auth emulator unless NODE_ENV says development or test (it would accept unsigned tokens)', () => {
    const emulator = { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' };
    expect(() => validateEnv(emulator)).toThrow(
      /FIREBASE_AUTH_EMULATOR_HOST is only allowed with NODE_ENV=development or test \(now production, the default\)/,
    );
    expect(() => validateEnv({ ...emulator, NODE_ENV: 'production' })).toThrow(/\(now production\)/);
    for (const mode of ['development', 'test']) {
      expect(validateEnv({ ...emulator, NODE_ENV: mode }).FIREBASE_AUTH_EMULATOR_HOST).toBe('127.0.0.1:9099');
    }
  });

  it('stops the app from starting with a bad DATABASE_URL', async () => {
    await expect(
      createApp({ env: { DATABASE_URL: 'mysql://root@localhost/db' }, logger: false }),
    ).rejects.toThrow(/DATABASE_URL must be a PostgreSQL URL/);
  });
});
