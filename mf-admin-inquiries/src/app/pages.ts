import { MESSAGES, type RemoteSource } from 'shared-contracts';

/**
 * The pages this remote owns (sidebar order) and its extension of the admin layout: its build ships them in its
 * manifest, and the shell mounts them from there.
 */
export const REMOTE: RemoteSource = {
  remote: 'mf_admin_inquiries',
  pages: [
    {
      path: '/admin',
      expose: 'Dashboard',
      label: MESSAGES.adminNav.dashboard,
      section: 'admin',
      order: 10,
      icon: 'DashboardOutlined',
    },
    {
      path: '/admin/inquiries',
      expose: 'Inquiries',
      label: MESSAGES.adminNav.inquiries,
      section: 'admin',
      order: 30,
      icon: 'InboxOutlined',
    },
  ],
  extensions: [{ slot: 'admin-layout', expose: 'NewInquiryAlerts' }],
};
