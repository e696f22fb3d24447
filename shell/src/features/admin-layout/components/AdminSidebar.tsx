import type { RefObject } from 'react';
import { Button, Layout, Menu } from 'antd';
import { LogoutOutlined } from '@ant-design/icons';
import { Link, useLocation } from 'react-router-dom';
import { MESSAGES } from 'shared-contracts';
import { BrandLogo } from '../../../components/brand/BrandLogo';
import { pagesOfSection } from '../../../lib/federation/page-table';
import { usePageTable } from '../../../lib/federation/page-table-context';
import { DeclaredIcon } from './DeclaredIcon';

interface Props {
  collapsed: boolean;
  isMobile: boolean;
  /** Hidden on a phone: inert, so neither assistive tech nor the keyboard reaches its links. */
  hidden: boolean;
  ref: RefObject<HTMLElement | null>;
  onNavigate: () => void;
  onLogout: () => void;
}

/**
 * The admin sidebar: the logo, the admin pages the remotes declare (label and icon from their declarations) plus
 * Logout. Hidden (width 0, inert) when collapsed on a phone.
 */
export function AdminSidebar({ collapsed, isMobile, hidden, ref, onNavigate, onLogout }: Props) {
  const { pathname } = useLocation();
  const nav = pagesOfSection(usePageTable(), 'admin').map((page) => ({
    to: page.path,
    label: page.label,
    icon: page.icon ? <DeclaredIcon icon={page.icon} /> : undefined,
  }));
  const selected = nav
    .filter((item) => item.to !== '/admin' || pathname === '/admin')
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
      ref={ref as RefObject<HTMLDivElement>}
      inert={hidden}
    >
      <div className="admin-sidebar__inner">
        <BrandLogo compact={collapsed} className="admin-sidebar__brand" />
        <Menu
          mode="inline"
          selectedKeys={selected}
          onClick={onNavigate}
          items={nav.map((item) => ({
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
