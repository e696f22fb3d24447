import { Flex, Switch, Typography } from 'antd';
import { NotConnectedNotice } from './NotConnectedNotice';

const SWITCHES = [
  { id: 'settings-email-notifications', label: 'Email Notifications' },
  { id: 'settings-browser-notifications', label: 'Browser Notifications' },
];

/** Both switches default on (spec section 2); disabled because nothing would store or act on them. */
export function NotificationSettings() {
  return (
    <>
      <NotConnectedNotice />
      <Flex vertical gap="middle">
        {SWITCHES.map(({ id, label }) => (
          <Flex key={id} gap="middle" align="center">
            <Switch id={id} defaultChecked disabled />
            <Typography.Text>
              <label htmlFor={id}>{label}</label>
            </Typography.Text>
          </Flex>
        ))}
      </Flex>
    </>
  );
}
