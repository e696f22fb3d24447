import { Tabs, Typography } from 'antd';
import { ServiceAreaSummary } from '../../features/service-area/components/ServiceAreaSummary';
import { GeneralSettings } from '../../features/settings/components/GeneralSettings';
import { NotificationSettings } from '../../features/settings/components/NotificationSettings';
import { SecuritySettings } from '../../features/settings/components/SecuritySettings';

/**
 * /admin/settings (exposed as ./Settings): General and Notifications are stored by the API, Security goes to Firebase
 * Auth, Service Area links to the one page where ZIP codes are managed.
 */
export default function SettingsPage() {
  return (
    <section>
      <Typography.Title level={1}>Settings</Typography.Title>
      <Tabs
        destroyOnHidden
        items={[
          { key: 'general', label: 'General', children: <GeneralSettings /> },
          { key: 'notifications', label: 'Notifications', children: <NotificationSettings /> },
          { key: 'security', label: 'Security', children: <SecuritySettings /> },
          { key: 'service-area', label: 'Service Area', children: <ServiceAreaSummary /> },
        ]}
      />
    </section>
  );
}
