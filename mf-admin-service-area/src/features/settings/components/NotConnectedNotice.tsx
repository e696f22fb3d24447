import { Alert } from 'antd';
import { MESSAGES } from 'shared-contracts';

/**
 * The spec leaves the General, Notifications and Security tabs unconnected to any call. Rather than a save button that
 * pretends to work, each tab says so and its controls are disabled.
 */
export function NotConnectedNotice() {
  return (
    <Alert
      type="info"
      showIcon
      title={MESSAGES.settings.notConnectedTitle}
      description={MESSAGES.settings.notConnected}
      style={{ marginBottom: 16 }}
    />
  );
}
