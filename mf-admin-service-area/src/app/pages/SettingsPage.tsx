import { Flex, Tabs, Typography } from 'antd';
import { MESSAGES } from 'shared-contracts';
import { BasicZipManager } from '../../features/service-area/components/BasicZipManager';
import { GeneralSettings } from '../../features/settings/components/GeneralSettings';
import { NotificationSettings } from '../../features/settings/components/NotificationSettings';
import { SecuritySettings } from '../../features/settings/components/SecuritySettings';
import { followInternalLink } from 'web-kit';

/** /admin/settings (exposed as ./Settings): General and Notifications are stored by the API, Security goes to Firebase Auth. */
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
          {
            key: 'service-area',
            label: 'Service Area',
            children: (
              <Flex vertical gap="middle">
                <Typography.Paragraph style={{ margin: 0 }}>
                  Edit neighborhoods and regions, export or populate the list on the{' '}
                  <a href="/admin/service-area" onClick={followInternalLink}>
                    {MESSAGES.zip.pageTitle}
                  </a>{' '}
                  page.
                </Typography.Paragraph>
                <BasicZipManager />
              </Flex>
            ),
          },
        ]}
      />
    </section>
  );
}
