import { MESSAGES } from 'shared-contracts';
import { toast } from 'web-kit';
import { describeSignInError } from 'web-kit/firebase-session';

/**
 * Spec section 2: login errors appear as a destructive notice carrying the provider's message. The provider's message
 * is said in plain words (its error kind's sentence), with its code on the notice's details line; our own
 * company-domain refusal is an Error with the spec text, so it shows as it is.
 */
export function reportLoginError(error: unknown): void {
  const { message, details } = describeSignInError(error);
  toast({ variant: 'destructive', title: MESSAGES.login.errorTitle, description: message, details });
}
