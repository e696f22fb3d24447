import { plainToInstance, Transform } from 'class-transformer';
import {
  IsBoolean,
  IsEmail,
  IsFQDN,
  IsIn,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  Matches,
  Max,
  Min,
  validateSync,
  type ValidationError,
} from 'class-validator';
import { isAbsolute, resolve } from 'node:path';
import { LIMITS } from 'shared-contracts';
import { API_ROOT } from './paths.js';
import { isLoopbackHost } from '../common/client-address.js';
import {
  IsBindHost,
  IsHttpUrl,
  IsOriginList,
  IsPostgresUrl,
  IsRedisUrl,
  IsTrustProxy,
} from './env.validators.js';

const toInt = ({ value }: { value: unknown }) =>
  typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
const toBool = ({ value }: { value: unknown }) => {
  if (typeof value !== 'string') return value;
  const v = value.trim().toLowerCase();
  if (['1', 'true', 'yes', 'on'].includes(v)) return true;
  if (['0', 'false', 'no', 'off', ''].includes(v)) return false;
  return value; // left as a string so @IsBoolean reports it
};
const emptyToUndefined = ({ value }: { value: unknown }) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
const underApi = ({ value }: { value: unknown }) =>
  typeof value === 'string' && value !== '' && !value.startsWith('memory://') && !isAbsolute(value)
    ? resolve(API_ROOT, value)
    : value;

// Browsers treat localhost and 127.0.0.1 as different origins; the local stack prints 127.0.0.1 URLs.
export const DEFAULT_CORS_ORIGINS = [3000, 3001, 3002, 3003, 3004]
  .flatMap((port) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`])
  .join(',');

/**
 * Every setting the API reads, validated once at start-up. A bad or missing value stops the process with a message
 * naming the variable (see validateEnv), instead of failing later on the first request that needs it.
 */
export class EnvironmentVariables {
  /** Production unless said otherwise: the launcher, the dev command and the tests each say development or test. */
  @IsIn(['development', 'production', 'test'])
  NODE_ENV: 'development' | 'production' | 'test' = 'production';

  @Transform(toInt)
  @IsInt()
  @Min(0) // 0 = any free port (tests, bench)
  @Max(65535)
  PORT: number = 3100;

  /**
   * The interface to listen on. Unset: loopback on a developer's machine or in tests (development/test), every
   * interface in production, where a load balancer or container network must reach the API.
   */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsBindHost()
  BIND_HOST?: string;

  /** How long a client may take to send its request headers; longer is cut with 408 (slowloris). */
  @Transform(toInt)
  @IsInt()
  @Min(1000)
  @Max(300_000)
  HEADERS_TIMEOUT_MS: number = 10_000;

  /** How long a client may take to send its whole request, body included; longer is cut with 408. */
  @Transform(toInt)
  @IsInt()
  @Min(1000)
  @Max(600_000)
  REQUEST_TIMEOUT_MS: number = 30_000;

  /**
   * Open connections one client may hold at once (IPv6: per /64); more are closed on arrival (0 = no cap). A peer
   * TRUST_PROXY names is a proxy speaking for many clients and is not capped: the proxy caps them (docs/security.md).
   */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  MAX_CONNECTIONS_PER_IP: number = 64;

  /** Set: that PostgreSQL. Unset: the embedded PGlite database in PGLITE_DATA_DIR. */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsPostgresUrl()
  DATABASE_URL?: string;

  @Transform(underApi)
  @IsString()
  PGLITE_DATA_DIR: string = resolve(API_ROOT, '.data/pglite');

  @IsFQDN({ require_tld: true }, { message: 'COMPANY_DOMAIN must be a domain name such as alamomasonry.com' })
  COMPANY_DOMAIN: string = 'alamomasonry.com';

  @Matches(/^[a-z][a-z0-9-]{3,29}$/, {
    message: 'FIREBASE_PROJECT_ID must be a Firebase project id (e.g. demo-masonry)',
  })
  FIREBASE_PROJECT_ID: string = 'demo-masonry';

  /**
   * host:port of the Firebase Auth emulator. firebase-admin reads it straight from the environment and then accepts
   * UNSIGNED tokens, so it is refused unless NODE_ENV says development or test (see validateEnv).
   */
  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^[A-Za-z0-9.-]+:\d{1,5}$/, {
    message: 'FIREBASE_AUTH_EMULATOR_HOST must look like 127.0.0.1:9099',
  })
  FIREBASE_AUTH_EMULATOR_HOST?: string;

  /** Comma-separated browser origins allowed to call the API with credentials (the shell and, in dev, each remote). */
  @IsOriginList()
  CORS_ORIGINS: string = DEFAULT_CORS_ORIGINS;

  /** Base URL the API is reached at from browsers; uploaded image URLs are built from it. */
  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^https?:\/\/[^/\s]+$/, {
    message: 'PUBLIC_URL must be an origin such as https://api.example.com (no path)',
  })
  PUBLIC_URL?: string;

  @Transform(underApi)
  @IsString()
  UPLOADS_DIR: string = resolve(API_ROOT, 'uploads');

  /**
   * Express "trust proxy": off (default, the client IP is the socket's), a hop count, or a comma list of trusted
   * proxy addresses/subnets ("loopback", "10.0.0.0/8"). "true" (trust everyone) is refused: any client could then pick
   * its own IP with X-Forwarded-For and walk around the rate limit.
   */
  @IsTrustProxy()
  TRUST_PROXY: string = 'false';

  @Transform(toBool)
  @IsBoolean()
  THROTTLE_ENABLED: boolean = true;

  @Transform(toInt)
  @IsInt()
  @Min(1000)
  THROTTLE_TTL_MS: number = 60_000;

  @Transform(toInt)
  @IsInt()
  @Min(1)
  THROTTLE_LIMIT: number = 10;

  /** Quote photo uploads a client may make per minute (issue 31; shared across instances with REDIS_URL). */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  QUOTE_PHOTO_LIMIT_COUNT: number = LIMITS.quotePhotos.perMinuteCount;

  /** Bytes of quote photos a client may upload per minute (issue 31). */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  QUOTE_PHOTO_LIMIT_BYTES: number = LIMITS.quotePhotos.perMinuteBytes;

  /** Visitor reports (web vitals, errors: issue 45) a client may send per minute; more are refused as a flood. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  VISITOR_REPORT_LIMIT: number = 120;

  /** Days the visitor reports' daily counts are kept (at least the Site health page's 7). */
  @Transform(toInt)
  @IsInt()
  @Min(7)
  VISITOR_REPORT_RETENTION_DAYS: number = 30;

  /** The OpenAPI document at /api/docs. Unset: on in development and test, off in production (it maps every route). */
  @Transform(toBool)
  @IsOptional()
  @IsBoolean()
  SWAGGER_ENABLED?: boolean;

  /**
   * Checks every request and answer against the API's own OpenAPI document and logs each one outside it (issue 43):
   * the API's jest run and the journeys turn it on; never in production (it costs a schema check per request).
   */
  @Transform(toBool)
  @IsOptional()
  @IsBoolean()
  API_CONTRACT_CHECK?: boolean;

  /**
   * With API_CONTRACT_CHECK, a file the check appends each violation to as a JSON line (created empty at start): the
   * journeys' run names one and fails when it is not empty at the end (e2e/contract-check.teardown.ts).
   */
  @IsOptional()
  @IsString()
  API_CONTRACT_VIOLATIONS_FILE?: string;

  /** How long public content/gallery reads are cached in memory (0 = off). Own writes clear it at once. */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(300_000)
  READ_CACHE_TTL_MS: number = 5000;

  /** How many versions of each content page are kept (issue 29); older ones are pruned by the publish that adds one. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(LIMITS.contentVersions.keptMax)
  CONTENT_VERSIONS_KEPT: number = LIMITS.contentVersions.keptDefault;

  /**
   * How many days a deleted gallery item stays in the trash, where staff can restore it (issue 29); after that the
   * scheduled purge removes it and its image files for good.
   */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(LIMITS.galleryTrash.retentionDaysMax)
  GALLERY_TRASH_RETENTION_DAYS: number = LIMITS.galleryTrash.retentionDaysDefault;

  /**
   * How often the trash purge runs (it also runs at start). 0 turns the scheduled purge off (tests call it
   * themselves); the expired items then wait in the database, hidden, until an instance with a purge runs.
   */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(7 * 24 * 60 * 60_000)
  GALLERY_TRASH_PURGE_EVERY_MS: number = 60 * 60_000;

  /**
   * Set: several API instances share through this Redis the quote rate limit counters and the read-cache
   * invalidations (pub/sub). Unset: both stay in this process (one instance).
   */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsRedisUrl()
  REDIS_URL?: string;

  /** Prepended to every Redis key and channel, so several sites (or test runs) can share one Redis. */
  @Matches(/^[A-Za-z0-9:_.-]{1,64}$/, {
    message: 'REDIS_KEY_PREFIX must be 1-64 letters, digits or : _ . -',
  })
  REDIS_KEY_PREFIX: string = 'masonry:';

  /**
   * Set: uploaded images are kept in this S3-compatible bucket (AWS S3, Cloudflare R2, GCS interoperability, MinIO)
   * instead of UPLOADS_DIR. Credentials come from the AWS SDK's usual chain (AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY,
   * shared config files, instance or workload roles).
   */
  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
    message: 'S3_BUCKET must be a bucket name (3-63 lower-case letters, digits, dots or hyphens)',
  })
  S3_BUCKET?: string;

  /** The S3 API endpoint of a non-AWS provider (R2, GCS, MinIO); unset: AWS S3 of S3_REGION. */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsHttpUrl()
  S3_ENDPOINT?: string;

  /** AWS region of the bucket; providers without regions accept any value (R2: auto). */
  @Matches(/^[a-z0-9-]{2,32}$/, { message: 'S3_REGION must be a region name such as us-east-1 or auto' })
  S3_REGION: string = 'us-east-1';

  /**
   * Path-style addressing (endpoint/bucket/key) instead of bucket.endpoint/key. MinIO and local servers need it;
   * unset, it is on exactly when S3_ENDPOINT is set.
   */
  @Transform(toBool)
  @IsOptional()
  @IsBoolean()
  S3_FORCE_PATH_STYLE?: boolean;

  /**
   * SMTP server for the new-quote e-mails, e.g. smtp://user:pass@mail.example.com:587 or smtps://...:465 (the launcher
   * points it at MailDev). Unset: e-mail notifications are off (logged at start) and quotes work as before.
   */
  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^smtps?:\/\/\S+$/, {
    message: 'SMTP_URL must look like smtp://host:port or smtps://user:pass@host:465',
  })
  SMTP_URL?: string;

  /** Sender of the e-mails; default "<site name>" <no-reply@COMPANY_DOMAIN>. */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsEmail({}, { message: 'MAIL_FROM must be an e-mail address such as no-reply@alamomasonry.com' })
  MAIL_FROM?: string;

  /** Origin of the website (the shell), for the back-office links in staff e-mails. */
  @Matches(/^https?:\/\/[^/\s]+$/, {
    message: 'SITE_URL must be an origin such as https://www.alamomasonry.com',
  })
  SITE_URL: string = 'http://localhost:3000';

  /** How often the e-mail worker looks for due e-mails (retries, and rows other instances wrote). */
  @Transform(toInt)
  @IsInt()
  @Min(50)
  NOTIFY_POLL_MS: number = 5000;

  /** First retry delay after a failed send; doubles per attempt up to NOTIFY_RETRY_MAX_MS. */
  @Transform(toInt)
  @IsInt()
  @Min(10)
  NOTIFY_RETRY_BASE_MS: number = 10_000;

  @Transform(toInt)
  @IsInt()
  @Min(10)
  NOTIFY_RETRY_MAX_MS: number = 15 * 60_000;

  /** Attempts before an e-mail is given up (marked failed and logged): about 5 hours with the defaults. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  NOTIFY_MAX_ATTEMPTS: number = 25;

  /**
   * Issue 46: the deployment environment folder whose canaries this API watches (the folder `npm run promote` writes:
   * config.json, deployments.jsonl), on a disk the shell servers read it from. Unset: no canary is watched.
   */
  @Transform(({ value }) => underApi({ value: emptyToUndefined({ value }) }))
  @IsOptional()
  @IsString()
  CANARY_ENVIRONMENT_DIR?: string;

  /** How often the canaries' error rates are compared (0: never on a schedule; tests call the check themselves). */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(24 * 60 * 60_000)
  CANARY_CHECK_EVERY_MS: number = 60_000;

  /** A canary is judged only once its browsers reported this many errors: fewer say too little to roll back on. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  CANARY_MIN_ERRORS: number = 5;

  /** Errors per page load by which a canary may exceed its stable version before it is rolled back. */
  @Transform(toInt)
  @IsNumber({ allowNaN: false, allowInfinity: false })
  @Min(0)
  @Max(100)
  CANARY_ERROR_MARGIN: number = 0.05;

  /** A developer's machine or a test run, the only places the Auth emulator may stand in for Firebase. */
  get isLocal(): boolean {
    return this.NODE_ENV === 'development' || this.NODE_ENV === 'test';
  }

  get bindHost(): string {
    return this.BIND_HOST ?? (this.isLocal ? '127.0.0.1' : '0.0.0.0');
  }

  get swaggerEnabled(): boolean {
    return this.SWAGGER_ENABLED ?? this.isLocal;
  }

  get corsOrigins(): string[] {
    return this.CORS_ORIGINS.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean);
  }

  get publicUrl(): string {
    return this.PUBLIC_URL ?? `http://localhost:${this.PORT}`;
  }

  get s3ForcePathStyle(): boolean {
    return this.S3_FORCE_PATH_STYLE ?? this.S3_ENDPOINT !== undefined;
  }

  /** The value handed to Express' "trust proxy" setting. */
  get trustProxy(): boolean | number | string[] {
    const value = this.TRUST_PROXY.trim().toLowerCase();
    if (value === 'false' || value === '0' || value === '' || value === 'off') return false;
    if (/^\d+$/.test(value)) return Number(value);
    return value.split(',').map((part) => part.trim());
  }
}

export class EnvValidationError extends Error {
  override name = 'EnvValidationError';
}

function describe(errors: ValidationError[]): string[] {
  return errors.flatMap((error) =>
    Object.values(error.constraints ?? {}).map((text) =>
      text.startsWith(error.property) ? text : `${error.property}: ${text}`,
    ),
  );
}

/** Parses and checks the environment; throws EnvValidationError listing every problem. */
export function validateEnv(raw: Record<string, string | undefined>): EnvironmentVariables {
  // Only our own keys: the rest of process.env is not ours to validate.
  const keys = Object.keys(new EnvironmentVariables()).concat([
    'BIND_HOST',
    'SWAGGER_ENABLED',
    'API_CONTRACT_CHECK',
    'API_CONTRACT_VIOLATIONS_FILE',
    'DATABASE_URL',
    'FIREBASE_AUTH_EMULATOR_HOST',
    'PUBLIC_URL',
    'REDIS_URL',
    'S3_BUCKET',
    'S3_ENDPOINT',
    'S3_FORCE_PATH_STYLE',
    'SMTP_URL',
    'MAIL_FROM',
    'CANARY_ENVIRONMENT_DIR',
  ]);
  const picked: Record<string, string> = {};
  for (const key of keys) {
    const value = raw[key];
    if (value !== undefined) picked[key] = value;
  }
  const env = plainToInstance(EnvironmentVariables, picked, { exposeDefaultValues: true });
  const problems = describe(validateSync(env, { skipMissingProperties: false }));
  if (env.FIREBASE_AUTH_EMULATOR_HOST && !env.isLocal) {
    problems.push(
      `FIREBASE_AUTH_EMULATOR_HOST is only allowed with NODE_ENV=development or test (now ${env.NODE_ENV}${
        picked.NODE_ENV === undefined ? ', the default' : ''
      }): firebase-admin would accept unsigned tokens`,
    );
  }
  if (env.REQUEST_TIMEOUT_MS < env.HEADERS_TIMEOUT_MS) {
    problems.push(
      'REQUEST_TIMEOUT_MS must be at least HEADERS_TIMEOUT_MS (the headers are part of the request)',
    );
  }
  // On any other interface, anyone on the network could sign in as staff with a token they wrote themselves.
  if (env.FIREBASE_AUTH_EMULATOR_HOST && !isLoopbackHost(env.bindHost)) {
    problems.push(
      `FIREBASE_AUTH_EMULATOR_HOST needs BIND_HOST on loopback (now ${env.bindHost}): firebase-admin accepts ` +
        'unsigned tokens, so anyone who can reach the API could act as staff',
    );
  }
  if (problems.length > 0) {
    throw new EnvValidationError(`Invalid environment configuration:\n  - ${problems.join('\n  - ')}`);
  }
  return env;
}
