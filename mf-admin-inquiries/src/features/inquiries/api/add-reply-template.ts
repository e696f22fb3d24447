import { API_PATHS, MESSAGES, type ReplyTemplate, type ReplyTemplateInput } from 'shared-contracts';
import { apiRequest } from 'web-kit';
import { useReplyTemplateMutation } from './use-reply-template-mutation';

/** POST /api/admin/reply-templates: the API adds it last and answers the stored template. */
export function addReplyTemplate({ title, text }: ReplyTemplateInput): Promise<ReplyTemplate> {
  const body: ReplyTemplateInput = { title, text };
  return apiRequest<ReplyTemplate>(API_PATHS.adminReplyTemplates(), { method: 'POST', body, auth: true });
}

export const useAddReplyTemplate = () =>
  useReplyTemplateMutation(addReplyTemplate, {
    done: MESSAGES.inquiry.templateSaved,
    failed: MESSAGES.inquiry.templateSaveFailed,
  });
