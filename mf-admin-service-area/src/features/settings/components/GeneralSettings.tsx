import { useStore } from 'zustand';
import { Button, Form, Input } from 'antd';
import { BUSINESS, MESSAGES } from 'shared-contracts';
import { authStore } from 'shared-contracts/client';
import { NotConnectedNotice } from './NotConnectedNotice';

/** Site name and admin e-mail: shown for reference, not stored anywhere (see NotConnectedNotice). */
export function GeneralSettings() {
  const email = useStore(authStore, (state) => state.user?.email ?? '');
  return (
    <>
      <NotConnectedNotice />
      <Form layout="vertical" component="div" disabled style={{ maxWidth: 480 }}>
        <Form.Item label="Site Name" htmlFor="settings-site-name">
          <Input id="settings-site-name" defaultValue={BUSINESS.name} />
        </Form.Item>
        <Form.Item label="Admin Email" htmlFor="settings-admin-email">
          <Input id="settings-admin-email" type="email" defaultValue={email} />
        </Form.Item>
        <Button type="primary">{MESSAGES.content.saveChanges}</Button>
      </Form>
    </>
  );
}
