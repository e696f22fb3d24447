import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'web-kit';
import { templateErrorMessage } from '../utils/template-error-message';
import { replyTemplateQueries } from './reply-template-queries';

/**
 * A change to the saved reply templates: its outcome is toasted either way (the API's message when staff can act on
 * it), and the lists (the reply box's and the manager's) refetch either way, so a template deleted meanwhile is gone.
 */
export function useReplyTemplateMutation<TInput, TResult>(
  mutationFn: (input: TInput) => Promise<TResult>,
  messages: { done: string; failed: string },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => toast({ title: messages.done }),
    onError: (error) =>
      toast({ title: templateErrorMessage(error, messages.failed), variant: 'destructive' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: replyTemplateQueries.all() }),
  });
}
