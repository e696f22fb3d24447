import { inquirySchema, LOCALES, type FollowUpDigest, type Inquiry, type Locale } from 'shared-contracts';
import type { EntityManager } from 'typeorm';
import { z } from 'zod';

/**
 * The outbox's jobs (issue 48): one payload type per e-mail, written by `enqueueEmails` only, and read back through
 * `parseOutboxJob`, so a row the worker cannot understand is a failed job with its reason, never an exception out of
 * the delivery loop.
 */

/** A new inquiry's e-mails (staff alert, visitor confirmation): the inquiry as stored, its photo count and language. */
const newInquiryPayload = z.object({
  inquiry: inquirySchema,
  photoCount: z.number().int().min(0),
  language: z.enum(LOCALES),
});

/** Issue 32: what staff wrote in the inquiry, to its visitor. */
const staffReplyPayload = z.object({
  inquiry: inquirySchema,
  reply: z.object({ text: z.string().min(1), staffEmail: z.string() }),
});

const digestLead = z.object({
  id: z.string(),
  name: z.string(),
  projectType: z.string(),
  receivedAt: z.string(),
  followUpOn: z.string().nullable(),
  reason: z.enum(['due', 'waiting']),
});

/** Issue 32: one staff member's digest of one business day. */
const staffDigestPayload = z.object({
  digest: z.object({ to: z.string().min(3), day: z.string(), leads: z.array(digestLead).min(1) }),
});

/** Issue 46: a canary the canary watch removed from an environment's config, to the staff list. */
const canaryRollbackPayload = z.object({
  environment: z.string(),
  package: z.string(),
  canaryVersion: z.string(),
  stable: z.string(),
  reason: z.string(),
  at: z.string(),
});

const PAYLOADS = {
  'staff-new-inquiry': newInquiryPayload,
  'visitor-confirmation': newInquiryPayload,
  'staff-reply': staffReplyPayload,
  'staff-digest': staffDigestPayload,
  'staff-canary-rollback': canaryRollbackPayload,
} as const;

export type OutboxEmailKind = keyof typeof PAYLOADS;
export const OUTBOX_EMAIL_KINDS = Object.keys(PAYLOADS) as OutboxEmailKind[];

/** The e-mails a new inquiry gets. */
export type NewInquiryKind = 'staff-new-inquiry' | 'visitor-confirmation';

export type NewInquiryPayload = { inquiry: Inquiry; photoCount: number; language: Locale };
export type StaffReplyPayload = { inquiry: Inquiry; reply: { text: string; staffEmail: string } };
export type StaffDigestPayload = { digest: FollowUpDigest };
export type CanaryRollbackPayload = {
  environment: string;
  package: string;
  canaryVersion: string;
  /** The stable version's version, or its manifest URL when it is no release. */
  stable: string;
  reason: string;
  at: string;
};

/** One e-mail to send: its kind and the payload of that kind. */
export type OutboxJob =
  | { kind: NewInquiryKind; payload: NewInquiryPayload }
  | { kind: 'staff-reply'; payload: StaffReplyPayload }
  | { kind: 'staff-digest'; payload: StaffDigestPayload }
  | { kind: 'staff-canary-rollback'; payload: CanaryRollbackPayload };

// The hand-written payload types and the schemas the worker reads with must stay one shape.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameShapes: [
  Same<NewInquiryPayload, z.infer<typeof newInquiryPayload>>,
  Same<StaffReplyPayload, z.infer<typeof staffReplyPayload>>,
  Same<StaffDigestPayload, z.infer<typeof staffDigestPayload>>,
  Same<CanaryRollbackPayload, z.infer<typeof canaryRollbackPayload>>,
] = [true, true, true, true];
void sameShapes;

export type ParsedOutboxJob = { ok: true; job: OutboxJob } | { ok: false; reason: string };

/** The job of a stored row, or why it is none (unknown kind, payload not of its kind's shape). */
export function parseOutboxJob(kind: string, payload: unknown): ParsedOutboxJob {
  const schema = (PAYLOADS as Record<string, z.ZodType | undefined>)[kind];
  if (!schema) return { ok: false, reason: `Unknown e-mail kind ${JSON.stringify(kind).slice(0, 60)}` };
  const parsed = schema.safeParse(payload);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .slice(0, 3)
      .map((issue) => `${issue.path.join('.') || '(payload)'}: ${issue.message}`);
    return { ok: false, reason: `Malformed ${kind} payload: ${problems.join('; ')}` };
  }
  return { ok: true, job: { kind, payload: parsed.data } as OutboxJob };
}

/**
 * Records these e-mails in the outbox with `manager`, the caller's transaction's (transactional outbox: they exist
 * exactly when what they are about does). The only writer of outbox rows. Nothing is sent until the caller has
 * committed and called NotificationOutbox.afterCommit.
 */
export async function enqueueEmails(manager: EntityManager, jobs: readonly OutboxJob[]): Promise<void> {
  if (jobs.length === 0) return;
  await manager.query(
    `INSERT INTO "outbox_email" ("kind", "payload")
     SELECT "kind", "payload" FROM unnest($1::varchar[], $2::jsonb[]) AS "job" ("kind", "payload")`,
    [jobs.map((job) => job.kind), jobs.map((job) => JSON.stringify(job.payload))],
  );
}
