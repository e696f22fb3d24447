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
    expect(env.CONTENT_VERSIONS_KEPT).toBe(50);
    expect(env.GALLERY_TRASH_RETENTION_DAYS).toBe(30);
    expect(env.GALLERY_TRASH_PURGE_EVERY_MS).toBe(3_600_000);
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
    expect(validateEnv({ CONTENT_VERSIONS_KEPT: '3' }).CONTENT_VERSIONS_KEPT).toBe(3);
    expect(validateEnv({ GALLERY_TRASH_RETENTION_DAYS: '7' }).GALLERY_TRASH_RETENTION_DAYS).toBe(7);
    expect(validateEnv({ GALLERY_TRASH_PURGE_EVERY_MS: '0' }).GALLERY_TRASH_PURGE_EVERY_MS).toBe(0);
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
    ['CONTENT_VERSIONS_KEPT', '0'],
    ['CONTENT_VERSIONS_KEPT', '1001'],
    ['CONTENT_VERSIONS_KEPT', 'all'],
    ['GALLERY_TRASH_RETENTION_DAYS', '0'],
    ['GALLERY_TRASH_RETENTION_DAYS', '3651'],
    ['GALLERY_TRASH_RETENTION_DAYS', '1.5'],
    ['GALLERY_TRASH_PURGE_EVERY_MS', '-1'],
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

  it('listens on loopback on a developer machine and in tests, on every interface in production', () => {
    expect(validateEnv({ NODE_ENV: 'development' }).bindHost).toBe('127.0.0.1');
    expect(validateEnv({ NODE_ENV: 'test' }).bindHost).toBe('127.0.0.1');
    expect(validateEnv({}).bindHost).toBe('0.0.0.0');
    expect(validateEnv({ BIND_HOST: '::' }).bindHost).toBe('::');
    expect(() => validateEnv({ BIND_HOST: 'my host' })).toThrow(/BIND_HOST must be an IP address/);
  });

  it('refuses the Auth emulator on any interface but loopback: unsigned tokens would reach the network', () => {
    const local = { NODE_ENV: 'development', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' };
    for (const host of ['0.0.0.0', '::', '192.0.2.2', '::ffff:192.0.2.2']) {
      expect(() => validateEnv({ ...local, BIND_HOST: host })).toThrow(
        new RegExp(
          `FIREBASE_AUTH_EMULATOR_HOST needs BIND_HOST on loopback \\(now ${host.replace(/\./g, '\\.')}\\)`,
        ),
      );
    }
    for (const host of ['127.0.0.1', '::1', 'localhost']) {
      expect(validateEnv({ ...local, BIND_HOST: host }).bindHost).toBe(host);
    }
    expect(validateEnv({ BIND_HOST: '0.0.0.0' }).bindHost).toBe('0.0.0.0');
  });

  it('ends slow requests within seconds by default: headers after 10 s, the whole request after 30 s', () => {
    const env = validateEnv({});
    expect([env.HEADERS_TIMEOUT_MS, env.REQUEST_TIMEOUT_MS]).toEqual([10_000, 30_000]);
    expect(validateEnv({ HEADERS_TIMEOUT_MS: '5000', REQUEST_TIMEOUT_MS: '5000' }).REQUEST_TIMEOUT_MS).toBe(
      5000,
    );
    expect(() => validateEnv({ HEADERS_TIMEOUT_MS: '20000', REQUEST_TIMEOUT_MS: '15000' })).toThrow(
      /REQUEST_TIMEOUT_MS must be at least HEADERS_TIMEOUT_MS/,
    );
    expect(() => validateEnv({ HEADERS_TIMEOUT_MS: '10' })).toThrow(/HEADERS_TIMEOUT_MS/);
    expect(validateEnv({}).MAX_CONNECTIONS_PER_IP).toBe(64);
  });

  it('serves the API docs on a developer machine and in tests, in production only when switched on', () => {
    expect(validateEnv({}).swaggerEnabled).toBe(false);
    expect(validateEnv({ SWAGGER_ENABLED: 'true' }).swaggerEnabled).toBe(true);
    expect(validateEnv({ NODE_ENV: 'development' }).swaggerEnabled).toBe(true);
    expect(validateEnv({ NODE_ENV: 'test', SWAGGER_ENABLED: 'false' }).swaggerEnabled).toBe(false);
  });

  it('stops the app from starting with a bad DATABASE_URL', async () => {
    await expect(
      createApp({ env: { DATABASE_URL: 'mysql://root@localhost/db' }, logger: false }),
    ).rejects.toThrow(/DATABASE_URL must be a PostgreSQL URL/);
  });
});
