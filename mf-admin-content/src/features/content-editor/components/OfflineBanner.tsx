import { Alert } from 'antd';
import { MESSAGES } from 'shared-contracts';
import { useIsOffline } from '../../../lib/use-is-offline';

/** Page-wide notice while the browser is offline (spec section 2, Content). */
export function OfflineBanner() {
  const offline = useIsOffline();
  if (!offline) return null;
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      title={MESSAGES.content.offlineBannerTitle}
      description={MESSAGES.content.offlineBanner}
      style={{ marginBottom: 16 }}
    />
  );
}
