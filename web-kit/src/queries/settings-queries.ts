import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  API_PATHS,
  BUSINESS_TIME_ZONE,
  type GeneralSettings,
  type NotificationPreferences,
} from 'shared-contracts';
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
      queryFn: ({ signal }) =>
        apiRequest<GeneralSettings>(API_PATHS.adminGeneralSettings(), { auth: true, signal }),
    }),
  /** Keyed by uid: another staff member signing in on this browser must not see the previous one's switches. */
  notifications: (uid: string) =>
    queryOptions({
      queryKey: [...settingsQueries.all(), 'notifications', uid] as const,
      queryFn: ({ signal }) =>
        apiRequest<NotificationPreferences>(API_PATHS.adminNotificationPreferences(), { auth: true, signal }),
    }),
};

/** How long the back office keeps the business's time zone before asking again: it changes rarely. */
const TIME_ZONE_STALE_MS = 5 * 60_000;

/**
 * The business's time zone (Settings > General, issue 32), in which the back office shows its times; San Antonio's
 * until it is read, and if it cannot be. Shares the General query, so a save on the Settings page applies at once.
 */
export function useBusinessTimeZone(): string {
  const { data } = useQuery({
    ...settingsQueries.general(),
    staleTime: TIME_ZONE_STALE_MS,
    select: (general) => general.timeZone,
  });
  return data ?? BUSINESS_TIME_ZONE;
}
