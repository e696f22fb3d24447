import { useCallback, useState } from 'react';

export type PermissionState = NotificationPermission | 'unsupported';

const current = (): PermissionState =>
  typeof window !== 'undefined' && 'Notification' in window ? Notification.permission : 'unsupported';

/** The browser's permission for desktop notifications, and a way to ask for it (from a click: browsers require one). */
export function useNotificationPermission() {
  const [permission, setPermission] = useState<PermissionState>(current);
  const request = useCallback(async () => {
    if (current() === 'default') setPermission(await Notification.requestPermission());
    else setPermission(current());
  }, []);
  return { permission, request };
}
