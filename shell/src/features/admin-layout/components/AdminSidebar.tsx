import { Button, Layout, Menu } from 'antd';
import {
  DashboardOutlined,
  EnvironmentOutlined,
  FileTextOutlined,
  InboxOutlined,
  LogoutOutlined,
  SettingOutlined,
} from '@ant-design/icons';
import { Link, useLocation } from 'react-router-dom';
import type { ReactNode } from 'react';
import { ADMIN_NAV_ITEMS, MESSAGES, type AdminPagePath } from 'shared-contracts';
import { BrandLogo } from '../../../components/brand/BrandLogo';

/** Pages and labels come from the route table; the icons are this sidebar's own (one per admin page, checked). */
const ICONS: Record<AdminPagePath, ReactNode> = {
  '/admin': <DashboardOutlined />,
  '/admin/content': <FileTextOutlined />,
  '/admin/inquiries': <InboxOutlined />,
  '/admin/settings': <SettingOutlined />,
  '/admin/service-area': <EnvironmentOutlined />,
};
const NAV = ADMIN_NAV_ITEMS.map((item) => ({
  to: item.href,
  label: item.label,
  icon: ICONS[item.href as AdminPagePath],
}));

interface Props {
  collapsed: boolean;
  isMobile: boolean;
  onNavigate: () => void;
  onLogout: () => void;
}

/** The admin sidebar: the logo, spec section 2 pages plus Logout. Hidden (width 0) when collapsed on a phone. */
export function AdminSidebar({ collapsed, isMobile, onNavigate, onLogout }: Props) {
  const { pathname } = useLocation();
  const selected = NAV.filter((item) => item.to !== '/admin' || pathname === '/admin')
    .filter((item) => pathname === item.to || pathname.startsWith(`${item.to}/`))
    .map((item) => item.to);
  return (
    <Layout.Sider
      id="admin-sidebar"
      className={isMobile ? 'admin-sidebar admin-sidebar--overlay' : 'admin-sidebar'}
      theme="light"
      collapsed={collapsed}
      collapsedWidth={isMobile ? 0 : 80}
      trigger={null}
      width={220}
      aria-label="Admin navigation"
      aria-hidden={isMobile && collapsed}
    >
      <div className="admin-sidebar__inner">
        <BrandLogo compact={collapsed} className="admin-sidebar__brand" />
        <Menu
          mode="inline"
          selectedKeys={selected}
          onClick={onNavigate}
          items={NAV.map((item) => ({
            key: item.to,
            icon: item.icon,
            label: <Link to={item.to}>{item.label}</Link>,
          }))}
        />
        <div className="admin-sidebar__footer">
          <Button
            icon={<LogoutOutlined />}
            block={!collapsed}
            onClick={onLogout}
            title={MESSAGES.adminNav.logout}
          >
            {collapsed ? null : MESSAGES.adminNav.logout}
          </Button>
        </div>
      </div>
    </Layout.Sider>
  );
}
