import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, MESSAGES, type ReplyTemplate, type ReplyTemplateInput } from 'shared-contracts';
import { apiRequest, toast } from 'web-kit';
import { templateErrorMessage } from '../utils/template-error-message';
import { replyTemplateQueries } from './reply-template-queries';

/** POST /api/admin/reply-templates: the API adds it last and answers the stored template. */
export function addReplyTemplate({ title, text }: ReplyTemplateInput): Promise<ReplyTemplate> {
  const body: ReplyTemplateInput = { title, text };
  return apiRequest<ReplyTemplate>(API_PATHS.adminReplyTemplates(), { method: 'POST', body, auth: true });
}

/** Adds a template; the lists (the reply box's and the manager's) refetch; the outcome is toasted either way. */
export function useAddReplyTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addReplyTemplate,
    onSuccess: () => toast({ title: MESSAGES.inquiry.templateSaved }),
    onError: (error) =>
      toast({
        title: templateErrorMessage(error, MESSAGES.inquiry.templateSaveFailed),
        variant: 'destructive',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: replyTemplateQueries.all() }),
  });
}
