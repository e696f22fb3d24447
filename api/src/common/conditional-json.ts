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

/** What is sent for a body: its JSON as UTF-8 bytes, and the ETag of that JSON. */
export interface SerializedBody {
  bytes: Buffer;
  etag: string;
}

/**
 * A body's bytes and ETag, worked out once per object: a body kept by the read cache is the same object on every
 * request until it changes, so neither serializing, encoding nor hashing it is repeated per request.
 */
const serializations = new WeakMap<object, SerializedBody>();

export function serialized(body: unknown): SerializedBody {
  const known = typeof body === 'object' && body !== null ? serializations.get(body) : undefined;
  if (known) return known;
  const json = JSON.stringify(body);
  const result = { bytes: Buffer.from(json), etag: etagOf(json) };
  if (typeof body === 'object' && body !== null) serializations.set(body, result);
  return result;
}

/** The header Express gives a JSON string; set here because the body is sent as bytes, which Express leaves untyped. */
const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/**
 * Sends a read-cache body (public content, gallery) as JSON with its ETag. Express answers a matching If-None-Match
 * with 304 (req.fresh), as for any JSON route. Called by the handler itself rather than from an interceptor: on Nest 12
 * an interceptor costs every request an RxJS pipeline and client-disconnect tracking, more than the read itself.
 */
export function sendCachedJson(res: Response, body: unknown): void {
  const { bytes, etag } = serialized(body);
  res.setHeader('Content-Type', JSON_CONTENT_TYPE);
  res.setHeader('ETag', etag);
  res.send(bytes);
}

/**
 * Sends `body` as JSON with an ETag, or 304 with no body when the client already holds it (a 30 s poll that finds
 * nothing changed costs a few hundred bytes instead of the list). The comparison is made here rather than by Express
 * (req.fresh): a browser adds `Cache-Control: no-cache` to every request carrying a script's own If-None-Match, and
 * Express then never answers 304. That request directive is for caches; an origin server answers the condition.
 * `no-store` keeps staff data out of the browser's disk cache: the web-kit client keeps the copy it revalidates.
 */
export function sendConditionalJson(req: Request, res: Response, body: unknown): void {
  const { bytes, etag } = serialized(body);
  res.setHeader('ETag', etag);
  res.setHeader('Cache-Control', 'no-store');
  if (matchesIfNoneMatch(req.headers['if-none-match'], etag)) {
    res.status(304).end();
    return;
  }
  res.status(200).setHeader('Content-Type', JSON_CONTENT_TYPE);
  res.send(bytes);
}
