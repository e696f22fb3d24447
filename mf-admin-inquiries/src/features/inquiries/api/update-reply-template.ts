import { API_PATHS, MESSAGES, type ReplyTemplate, type ReplyTemplateInput } from 'shared-contracts';
import { apiRequest } from 'web-kit';
import { useReplyTemplateMutation } from './use-reply-template-mutation';

export interface UpdateReplyTemplateInput extends ReplyTemplateInput {
  id: string;
}

/** PUT /api/admin/reply-templates/{id}: answers the changed template. */
export function updateReplyTemplate({ id, title, text }: UpdateReplyTemplateInput): Promise<ReplyTemplate> {
  const body: ReplyTemplateInput = { title, text };
  return apiRequest<ReplyTemplate>(API_PATHS.adminReplyTemplate(id), { method: 'PUT', body, auth: true });
}

export const useUpdateReplyTemplate = () =>
  useReplyTemplateMutation(updateReplyTemplate, {
    done: MESSAGES.inquiry.templateSaved,
    failed: MESSAGES.inquiry.templateSaveFailed,
  });
