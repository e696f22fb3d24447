import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, MESSAGES, type NotificationPreferences } from 'shared-contracts';
import { apiRequest, toast } from 'web-kit';
import { settingsQueries } from 'web-kit/queries';

/** PUT /api/admin/settings/notifications: the signed-in staff member's own switches. */
export function saveNotificationPreferences(body: NotificationPreferences): Promise<NotificationPreferences> {
  return apiRequest<NotificationPreferences>(API_PATHS.adminNotificationPreferences(), {
    method: 'PUT',
    body,
    auth: true,
  });
}

/** Saves at once on each switch; the cache is updated first so the switch does not flick back while saving. */
export function useSaveNotificationPreferences(uid: string) {
  const queryClient = useQueryClient();
  const key = settingsQueries.notifications(uid).queryKey;
  return useMutation({
    mutationFn: saveNotificationPreferences,
    onMutate: async (next) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData(key);
      queryClient.setQueryData(key, next);
      return { previous };
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(key, saved);
      toast({ title: MESSAGES.settings.notificationsSaved });
    },
    onError: (error, _next, context) => {
      console.error(error);
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      toast({ title: MESSAGES.settings.notificationsSaveFailed, variant: 'destructive' });
    },
  });
}
