import { queryOptions } from '@tanstack/react-query';
import { API_PATHS, type ReplyTemplate } from 'shared-contracts';
import { apiRequest } from 'web-kit';

/** The reply templates staff keep (GET /api/admin/reply-templates): the reply box's list and the manager's. */
export const replyTemplateQueries = {
  all: () => ['reply-templates'] as const,
  list: () =>
    queryOptions({
      queryKey: [...replyTemplateQueries.all(), 'list'] as const,
      queryFn: ({ signal }) =>
        apiRequest<ReplyTemplate[]>(API_PATHS.adminReplyTemplates(), { auth: true, signal }),
    }),
};
