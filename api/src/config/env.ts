import { plainToInstance, Transform } from 'class-transformer';
import {
  IsBoolean,
  IsFQDN,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  Min,
  validateSync,
  type ValidationError,
} from 'class-validator';
import { isAbsolute, resolve } from 'node:path';
import { API_ROOT } from './paths.js';
import { IsOriginList, IsPostgresUrl, IsTrustProxy } from './env.validators.js';

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
  @IsIn(['development', 'production', 'test'])
  NODE_ENV: 'development' | 'production' | 'test' = 'development';

  @Transform(toInt)
  @IsInt()
  @Min(0) // 0 = any free port (tests, bench)
  @Max(65535)
  PORT: number = 3100;

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
   * UNSIGNED tokens, so it is refused in production (see validateEnv).
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

  @Transform(toBool)
  @IsBoolean()
  SWAGGER_ENABLED: boolean = true;

  /** How long public content/gallery reads are cached in memory (0 = off). Own writes clear it at once. */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(300_000)
  READ_CACHE_TTL_MS: number = 5000;

  get corsOrigins(): string[] {
    return this.CORS_ORIGINS.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean);
  }

  get publicUrl(): string {
    return this.PUBLIC_URL ?? `http://localhost:${this.PORT}`;
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
    'DATABASE_URL',
    'FIREBASE_AUTH_EMULATOR_HOST',
    'PUBLIC_URL',
  ]);
  const picked: Record<string, string> = {};
  for (const key of keys) {
    const value = raw[key];
    if (value !== undefined) picked[key] = value;
  }
  const env = plainToInstance(EnvironmentVariables, picked, { exposeDefaultValues: true });
  const problems = describe(validateSync(env, { skipMissingProperties: false }));
  if (env.NODE_ENV === 'production' && env.FIREBASE_AUTH_EMULATOR_HOST) {
    problems.push(
      'FIREBASE_AUTH_EMULATOR_HOST must not be set when NODE_ENV=production: firebase-admin would accept unsigned tokens',
    );
  }
  if (problems.length > 0) {
    throw new EnvValidationError(`Invalid environment configuration:\n  - ${problems.join('\n  - ')}`);
  }
  return env;
}
