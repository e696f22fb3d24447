import { MESSAGES } from 'shared-contracts';
import { toast } from 'web-kit';

/**
 * Spec section 2: login errors appear as a destructive notice carrying the provider's message (our own
 * company-domain refusal is an Error with the spec text, so it goes the same way).
 */
export function reportLoginError(error: unknown): void {
  const description = error instanceof Error ? error.message : String(error);
  toast({ variant: 'destructive', title: MESSAGES.login.errorTitle, description });
}
