import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';

/** A strong validator of a JSON body: the same body always gets the same tag, whichever instance answers. */
export function etagOf(json: string): string {
  return `"${createHash('sha1').update(json).digest('base64url')}"`;
}

/** RFC 9110 If-None-Match (weak comparison): `*` or any listed tag, W/ or not, matches. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const strip = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || strip(tag) === etag);
}

/**
 * The JSON and ETag of a body, worked out once per object: a body kept by the read cache is the same object on every
 * poll until it changes, so polls between changes neither serialize nor hash it again.
 */
const serializations = new WeakMap<object, { json: string; etag: string }>();

export function serialized(body: unknown): { json: string; etag: string } {
  const known = typeof body === 'object' && body !== null ? serializations.get(body) : undefined;
  if (known) return known;
  const json = JSON.stringify(body);
  const result = { json, etag: etagOf(json) };
  if (typeof body === 'object' && body !== null) serializations.set(body, result);
  return result;
}

/**
 * Sends `body` as JSON with an ETag, or 304 with no body when the client already holds it (a 30 s poll that finds
 * nothing changed costs a few hundred bytes instead of the list). The comparison is made here rather than by Express
 * (req.fresh): a browser adds `Cache-Control: no-cache` to every request carrying a script's own If-None-Match, and
 * Express then never answers 304. That request directive is for caches; an origin server answers the condition.
 * `no-store` keeps staff data out of the browser's disk cache: the web-kit client keeps the copy it revalidates.
 */
export function sendConditionalJson(req: Request, res: Response, body: unknown): void {
  const { json, etag } = serialized(body);
  res.setHeader('ETag', etag);
  res.setHeader('Cache-Control', 'no-store');
  if (matchesIfNoneMatch(req.headers['if-none-match'], etag)) {
    res.status(304).end();
    return;
  }
  res.status(200).type('application/json').send(json);
}
