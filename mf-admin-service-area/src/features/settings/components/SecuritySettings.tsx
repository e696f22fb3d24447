import { Button, Form, Input } from 'antd';
import { NotConnectedNotice } from './NotConnectedNotice';

const FIELDS = [
  { id: 'settings-current-password', label: 'Current Password', autoComplete: 'current-password' },
  { id: 'settings-new-password', label: 'New Password', autoComplete: 'new-password' },
  { id: 'settings-confirm-password', label: 'Confirm Password', autoComplete: 'new-password' },
];

/** Password change form of the spec; not wired to the identity provider, so it is disabled and says so. */
export function SecuritySettings() {
  return (
    <>
      <NotConnectedNotice />
      <Form layout="vertical" component="div" disabled style={{ maxWidth: 480 }}>
        {FIELDS.map(({ id, label, autoComplete }) => (
          <Form.Item key={id} label={label} htmlFor={id}>
            <Input.Password id={id} autoComplete={autoComplete} />
          </Form.Item>
        ))}
        <Button type="primary">Update Password</Button>
      </Form>
    </>
  );
}
