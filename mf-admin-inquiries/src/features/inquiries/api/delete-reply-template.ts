import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, MESSAGES } from 'shared-contracts';
import { apiRequest, toast } from 'web-kit';
import { templateErrorMessage } from '../utils/template-error-message';
import { replyTemplateQueries } from './reply-template-queries';

/** DELETE /api/admin/reply-templates/{id} (204). */
export function deleteReplyTemplate(id: string): Promise<void> {
  return apiRequest<void>(API_PATHS.adminReplyTemplate(id), { method: 'DELETE', auth: true });
}

/** Deletes a template; the lists refetch; the outcome is toasted either way. */
export function useDeleteReplyTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReplyTemplate,
    onSuccess: () => toast({ title: MESSAGES.inquiry.templateDeleted }),
    onError: (error) =>
      toast({
        title: templateErrorMessage(error, MESSAGES.inquiry.templateDeleteFailed),
        variant: 'destructive',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: replyTemplateQueries.all() }),
  });
}
