import { ApiRequestError } from 'web-kit';

/**
 * What staff read when saving or deleting a reply template fails: the API's own message for what they can act on
 * (a field's rule, the template was deleted meanwhile, the cap on templates), otherwise `fallback`.
 */
export function templateErrorMessage(error: unknown, fallback: string): string {
  const actionable = error instanceof ApiRequestError && [400, 404, 409].includes(error.status);
  return (actionable && error.serverMessage) || fallback;
}
