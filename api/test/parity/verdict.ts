import type request from 'supertest';

/** A case both sides must accept. */
export const ACCEPT = 'accepted';
/** A case both sides must refuse, where the spec gives no message (unknown keys, malformed ids, non-objects). */
export const REFUSE = 'refused (no spec message)';
/** ACCEPT, REFUSE, or the spec message (from MESSAGES) both sides must refuse with. */
export type Expected = string;

export interface ParityCase {
  what: string;
  input: unknown;
  expected: Expected;
}

/** The part of a zod schema the table uses (api/ does not depend on zod itself). */
export interface SafeParser {
  safeParse(input: unknown): { success: boolean; error?: { issues: { message: string }[] } };
}

export interface ParityClient {
  http(): ReturnType<typeof request>;
  readonly auth: { Authorization: string };
}

/** One call of spec section 7 that takes a body, a query or a path parameter. */
export interface ParityCall {
  name: string;
  /** The shared-contracts schema of what is sent. */
  schema: SafeParser;
  send(api: ParityClient, input: unknown): Promise<{ status: number; body: { message?: unknown } }>;
  /** The status meaning "validation refused it" (400, or 404 for an unknown page). */
  refusedStatus?: number;
  /** The API follows the spec message with details (" Invalid entries: ..."). */
  apiAddsDetail?: boolean;
  cases: ParityCase[];
}

/** A staff call that sends the input as its JSON body. */
export const staffSends =
  (method: 'post' | 'put', path: string): ParityCall['send'] =>
  (api, input) =>
    api
      .http()
      [method](path)
      .set(api.auth)
      .send(input as object);

export type Verdict = { accepted: true } | { accepted: false; message: string };

export function zodVerdict(schema: SafeParser, input: unknown): Verdict {
  const result = schema.safeParse(input);
  if (result.success) return { accepted: true };
  return { accepted: false, message: result.error?.issues[0]?.message ?? '' };
}

/** The API answers a refused input with `message` = its first failed rule; any other status below 500 got past validation. */
export function apiVerdict(
  response: { status: number; body: { message?: unknown } },
  refusedStatus = 400,
): Verdict {
  if (response.status >= 500)
    throw new Error(`server error ${response.status}: ${JSON.stringify(response.body)}`);
  if (response.status !== refusedStatus) return { accepted: true };
  return { accepted: false, message: String(response.body.message) };
}

/** A verdict in the table's terms, so a failing row prints both sides side by side. */
export function outcome(verdict: Verdict, expected: Expected, allowDetail = false): string {
  if (verdict.accepted) return ACCEPT;
  if (expected === REFUSE) return REFUSE;
  if (allowDetail && verdict.message.startsWith(`${expected} `)) return expected;
  return verdict.message;
}
