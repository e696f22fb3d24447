import { Flex, Tabs, Typography } from 'antd';
import { MESSAGES } from 'shared-contracts';
import { BasicZipManager } from './components/BasicZipManager';
import { GeneralSettings } from './components/GeneralSettings';
import { NotificationSettings } from './components/NotificationSettings';
import { SecuritySettings } from './components/SecuritySettings';
import { followInternalLink } from 'shared-contracts/client';

/** /admin/settings (exposed as ./Settings). Only the Service Area tab talks to the server. */
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
