import { queryOptions } from '@tanstack/react-query';
import { API_PATHS, type GeneralSettings, type NotificationPreferences } from 'shared-contracts';
import { apiRequest } from 'web-kit';

/**
 * The settings resource: all -> general (site-wide) | notifications (the signed-in staff member's own switches).
 * The shell reads `notifications` for the browser alerts; the Settings page edits both.
 */
export const settingsQueries = {
  all: () => ['settings'] as const,
  general: () =>
    queryOptions({
      queryKey: [...settingsQueries.all(), 'general'] as const,
      queryFn: ({ signal }) => apiRequest<GeneralSettings>(API_PATHS.adminGeneralSettings(), { auth: true, signal }),
    }),
  /** Keyed by uid: another staff member signing in on this browser must not see the previous one's switches. */
  notifications: (uid: string) =>
    queryOptions({
      queryKey: [...settingsQueries.all(), 'notifications', uid] as const,
      queryFn: ({ signal }) =>
        apiRequest<NotificationPreferences>(API_PATHS.adminNotificationPreferences(), { auth: true, signal }),
    }),
};
