import { MESSAGES, type RemoteSource } from 'shared-contracts';

/** The pages this remote owns (sidebar order): its build ships them in its manifest, and the shell mounts them from there. */
export const REMOTE: RemoteSource = {
  remote: 'mf_admin_service_area',
  pages: [
    {
      path: '/admin/settings',
      expose: 'Settings',
      label: MESSAGES.adminNav.settings,
      section: 'admin',
      order: 40,
      icon: 'SettingOutlined',
    },
    // Not in the spec's sidebar list, but the page is a route of its own: one click instead of Settings > tab > link.
    {
      path: '/admin/service-area',
      expose: 'ServiceArea',
      label: MESSAGES.adminNav.serviceArea,
      section: 'admin',
      order: 50,
      icon: 'EnvironmentOutlined',
    },
    // Issue 45: what visitors' browsers report (speed per route, errors per remote version). Here, not in a remote of
    // its own (one more build and check) nor beside the lead desk: the remote with the fewest pages, so a broken release
    // of the busier remotes cannot take the page that shows it down with it.
    {
      path: '/admin/site-health',
      expose: 'SiteHealth',
      label: MESSAGES.adminNav.siteHealth,
      section: 'admin',
      order: 60,
      icon: 'FundOutlined',
    },
  ],
};
