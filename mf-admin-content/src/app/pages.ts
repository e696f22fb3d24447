import { MESSAGES, type RemoteSource } from 'shared-contracts';

/** The pages this remote owns: its build ships them in its manifest, and the shell mounts them from there. */
export const REMOTE: RemoteSource = {
  remote: 'mf_admin_content',
  pages: [
    {
      path: '/admin/content',
      expose: 'Content',
      label: MESSAGES.adminNav.content,
      section: 'admin',
      order: 20,
      icon: 'FileTextOutlined',
    },
    {
      path: '/admin/business',
      expose: 'Business',
      label: MESSAGES.adminNav.businessDetails,
      section: 'admin',
      order: 25,
      icon: 'ShopOutlined',
    },
  ],
};
