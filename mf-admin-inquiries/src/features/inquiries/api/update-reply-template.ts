import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, MESSAGES, type ReplyTemplate, type ReplyTemplateInput } from 'shared-contracts';
import { apiRequest, toast } from 'web-kit';
import { templateErrorMessage } from '../utils/template-error-message';
import { replyTemplateQueries } from './reply-template-queries';

export interface UpdateReplyTemplateInput extends ReplyTemplateInput {
  id: string;
}

/** PUT /api/admin/reply-templates/{id}: answers the changed template. */
export function updateReplyTemplate({ id, title, text }: UpdateReplyTemplateInput): Promise<ReplyTemplate> {
  const body: ReplyTemplateInput = { title, text };
  return apiRequest<ReplyTemplate>(API_PATHS.adminReplyTemplate(id), { method: 'PUT', body, auth: true });
}

/** Changes a template; the lists refetch either way (after a 404 it is gone from them). */
export function useUpdateReplyTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReplyTemplate,
    onSuccess: () => toast({ title: MESSAGES.inquiry.templateSaved }),
    onError: (error) =>
      toast({
        title: templateErrorMessage(error, MESSAGES.inquiry.templateSaveFailed),
        variant: 'destructive',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: replyTemplateQueries.all() }),
  });
}
