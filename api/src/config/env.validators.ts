import { isIP } from 'node:net';
import { registerDecorator, type ValidationOptions } from 'class-validator';

function rule(name: string, test: (value: unknown) => boolean, message: string) {
  return (options?: ValidationOptions) => (target: object, propertyName: string) =>
    registerDecorator({
      name,
      target: target.constructor,
      propertyName,
      options: { message, ...options },
      validator: { validate: test },
    });
}

function parseUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

export const IsPostgresUrl = rule(
  'isPostgresUrl',
  (value) => {
    if (typeof value !== 'string') return false;
    const url = parseUrl(value);
    return !!url && (url.protocol === 'postgres:' || url.protocol === 'postgresql:') && url.hostname !== '';
  },
  'DATABASE_URL must be a PostgreSQL URL such as postgres://user:password@host:5432/database',
);

export const IsRedisUrl = rule(
  'isRedisUrl',
  (value) => {
    if (typeof value !== 'string') return false;
    const url = parseUrl(value);
    return !!url && (url.protocol === 'redis:' || url.protocol === 'rediss:') && url.hostname !== '';
  },
  'REDIS_URL must be a Redis URL such as redis://127.0.0.1:6379 (rediss:// for TLS)',
);

export const IsHttpUrl = rule(
  'isHttpUrl',
  (value) => {
    if (typeof value !== 'string') return false;
    const url = parseUrl(value);
    return !!url && (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  },
  'S3_ENDPOINT must be an http(s) URL such as https://<account>.r2.cloudflarestorage.com',
);

export const IsOriginList = rule(
  'isOriginList',
  (value) => {
    if (typeof value !== 'string') return false;
    const origins = value
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean);
    return (
      origins.length > 0 &&
      origins.every((origin) => {
        const url = parseUrl(origin);
        return !!url && (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === origin;
      })
    );
  },
  'CORS_ORIGINS must be a comma-separated list of origins such as http://localhost:3000 (no path, no trailing slash)',
);

const NAMED_SUBNETS = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrSubnet(part: string): boolean {
  if (NAMED_SUBNETS.has(part)) return true;
  const [address, bits, ...rest] = part.split('/');
  if (rest.length > 0 || !address || !isIP(address)) return false;
  if (bits === undefined) return true;
  const max = isIP(address) === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
}

export const IsTrustProxy = rule(
  'isTrustProxy',
  (value) => {
    if (typeof value !== 'string') return false;
    const v = value.trim().toLowerCase();
    if (['false', '0', 'off', ''].includes(v) || /^\d{1,2}$/.test(v)) return true;
    return v.split(',').every((part) => isAddressOrSubnet(part.trim()));
  },
  'TRUST_PROXY must be "false", a hop count, or a comma list of proxy addresses/subnets (e.g. "loopback" or "10.0.0.0/8"); "true" is refused because it lets any client forge its IP',
);

export const IsBindHost = rule(
  'isBindHost',
  (value) => typeof value === 'string' && (value === 'localhost' || isIP(value) !== 0),
  'BIND_HOST must be an IP address such as 127.0.0.1, 0.0.0.0 or ::, or localhost',
);
