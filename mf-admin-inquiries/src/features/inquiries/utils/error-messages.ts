import { MESSAGES } from 'shared-contracts';

export type InquiryAction = 'load' | 'update' | 'delete' | 'note' | 'reply';

const GENERIC: Record<InquiryAction, string> = {
  load: MESSAGES.inquiry.loadFailed,
  update: MESSAGES.inquiry.updateFailed,
  delete: MESSAGES.inquiry.deleteFailed,
  note: MESSAGES.inquiry.noteFailed,
  reply: MESSAGES.inquiry.replyFailed,
};

/**
 * Spec section 8 looks at the error's text: the API answers 503 'Database connection unavailable...' and a proxy or
 * driver may surface ECONNREFUSED / ECONNRESET, so both the words and the errno spellings count.
 */
const CONNECTION_PROBLEM =
  /database connection (is )?(temporarily )?unavailable|connection (refused|reset)|econnrefused|econnreset/i;
const NOT_FOUND = /not found/i;

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : '';
}

/** The message staff see when loading, updating or deleting inquiries fails (spec section 8). */
export function inquiryErrorMessage(error: unknown, action: InquiryAction): string {
  const message = messageOf(error);
  if (CONNECTION_PROBLEM.test(message)) return MESSAGES.inquiry.databaseUnavailable;
  // Only a change to one inquiry can miss it; a list load has no "not found" case in the spec.
  // A note on a deleted inquiry reads as a status change on one does: it is gone.
  if ((action === 'update' || action === 'note' || action === 'reply') && NOT_FOUND.test(message))
    return MESSAGES.inquiry.notFoundOnUpdate;
  if (action === 'delete' && NOT_FOUND.test(message)) return MESSAGES.inquiry.notFoundOnDelete;
  return GENERIC[action];
}

/** True when the inquiry no longer exists on the server, so caches should drop it. */
export function isNotFound(error: unknown): boolean {
  return NOT_FOUND.test(messageOf(error));
}
