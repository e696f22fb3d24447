import { ERROR_CODES, MESSAGES } from 'shared-contracts';
import { ApiRequestError } from 'web-kit';

export type InquiryAction = 'load' | 'update' | 'delete' | 'note' | 'reply';

const GENERIC: Record<InquiryAction, string> = {
  load: MESSAGES.inquiry.loadFailed,
  update: MESSAGES.inquiry.updateFailed,
  delete: MESSAGES.inquiry.deleteFailed,
  note: MESSAGES.inquiry.noteFailed,
  reply: MESSAGES.inquiry.replyFailed,
};

/**
 * Spec section 8 looks at the error's text. The API's refusals carry a code (issue 48), so theirs are told by code and
 * status, never by their English wording; the text rules are left for what has no code: a proxy's or the network's
 * error (ECONNREFUSED / ECONNRESET), or an API from before codes.
 */
const CONNECTION_PROBLEM =
  /database connection (is )?(temporarily )?unavailable|connection (refused|reset)|econnrefused|econnreset/i;
const NOT_FOUND = /not found/i;

type Problem = 'connection' | 'notFound' | undefined;

function problemOf(error: unknown): Problem {
  if (error instanceof ApiRequestError && error.code !== undefined) {
    if (error.code === ERROR_CODES.DATABASE_UNAVAILABLE) return 'connection';
    return error.status === 404 ? 'notFound' : undefined;
  }
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  if (CONNECTION_PROBLEM.test(message)) return 'connection';
  return NOT_FOUND.test(message) ? 'notFound' : undefined;
}

/** The message staff see when loading, updating or deleting inquiries fails (spec section 8). */
export function inquiryErrorMessage(error: unknown, action: InquiryAction): string {
  const problem = problemOf(error);
  if (problem === 'connection') return MESSAGES.inquiry.databaseUnavailable;
  // Only a change to one inquiry can miss it; a list load has no "not found" case in the spec.
  // A note on a deleted inquiry reads as a status change on one does: it is gone.
  if ((action === 'update' || action === 'note' || action === 'reply') && problem === 'notFound')
    return MESSAGES.inquiry.notFoundOnUpdate;
  if (action === 'delete' && problem === 'notFound') return MESSAGES.inquiry.notFoundOnDelete;
  return GENERIC[action];
}

/** True when the inquiry no longer exists on the server, so caches should drop it. */
export function isNotFound(error: unknown): boolean {
  return problemOf(error) === 'notFound';
}
