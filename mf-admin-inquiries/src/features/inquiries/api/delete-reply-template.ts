import { API_PATHS, MESSAGES } from 'shared-contracts';
import { apiRequest } from 'web-kit';
import { useReplyTemplateMutation } from './use-reply-template-mutation';

/** DELETE /api/admin/reply-templates/{id} (204). */
export function deleteReplyTemplate(id: string): Promise<void> {
  return apiRequest<void>(API_PATHS.adminReplyTemplate(id), { method: 'DELETE', auth: true });
}

export const useDeleteReplyTemplate = () =>
  useReplyTemplateMutation(deleteReplyTemplate, {
    done: MESSAGES.inquiry.templateDeleted,
    failed: MESSAGES.inquiry.templateDeleteFailed,
  });
