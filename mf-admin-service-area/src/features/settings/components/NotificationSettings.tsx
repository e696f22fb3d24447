import { useQuery } from '@tanstack/react-query';
import { useStore } from 'zustand';
import { Alert, Flex, Spin, Switch, Typography } from 'antd';
import { MESSAGES, type NotificationPreferences } from 'shared-contracts';
import { authStore } from 'web-kit';
import { settingsQueries } from 'web-kit/queries';
import { useSaveNotificationPreferences } from '../api/save-notification-preferences';
import { useNotificationPermission } from '../hooks/use-notification-permission';

const m = MESSAGES.settings;

const SWITCHES: { key: keyof NotificationPreferences; id: string; label: string; help: string }[] = [
  {
    key: 'email',
    id: 'settings-email-notifications',
    label: m.emailNotifications,
    help: m.emailNotificationsHelp,
  },
  {
    key: 'browser',
    id: 'settings-browser-notifications',
    label: m.browserNotifications,
    help: m.browserNotificationsHelp,
  },
  {
    key: 'digest',
    id: 'settings-digest',
    label: m.digest,
    help: m.digestHelp,
  },
];

/**
 * Settings > Notifications: this staff member's own switches (e-mail and browser default on, the daily digest of
 * follow-ups off), saved as soon as they change.
 */
export function NotificationSettings() {
  const uid = useStore(authStore, (state) => state.user?.uid ?? '');
  const query = useQuery({ ...settingsQueries.notifications(uid), enabled: uid !== '' });
  const save = useSaveNotificationPreferences(uid);
  const permission = useNotificationPermission();

  if (query.isPending)
    return (
      <div role="status" aria-label="Loading notification preferences">
        <Spin />
      </div>
    );
  if (query.isError) return <Alert type="error" showIcon title={m.loadFailed} />;
  const prefs = query.data;

  const change = (key: keyof NotificationPreferences, on: boolean) => {
    save.mutate({ ...prefs, [key]: on });
    // Turning browser alerts on is the click that may ask the browser for permission.
    if (key === 'browser' && on) void permission.request();
  };

  return (
    <Flex vertical gap="middle">
      {SWITCHES.map(({ key, id, label, help }) => (
        <Flex key={id} gap="middle" align="center">
          <Switch
            id={id}
            checked={prefs[key] ?? false}
            onChange={(on) => change(key, on)}
            aria-describedby={`${id}-help`}
          />
          <div>
            <Typography.Text strong>
              <label htmlFor={id}>{label}</label>
            </Typography.Text>
            <Typography.Paragraph id={`${id}-help`} type="secondary" style={{ margin: 0 }}>
              {help}
            </Typography.Paragraph>
          </div>
        </Flex>
      ))}
      {prefs.browser && permission.permission === 'denied' && (
        <Alert type="warning" showIcon title={m.browserPermissionDenied} />
      )}
      {prefs.browser && permission.permission === 'unsupported' && (
        <Alert type="info" showIcon title={m.browserUnsupported} />
      )}
    </Flex>
  );
}
