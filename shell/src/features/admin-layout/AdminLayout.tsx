import { Button, Layout } from 'antd';
import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import { useStore } from 'zustand';
import { MESSAGES } from 'shared-contracts';
import { authStore, toast } from 'web-kit';
import { BrandLogo } from '../../components/brand/BrandLogo';
import { BrandTheme } from 'web-kit/admin-form';
import { logout as signOutStaff } from '../../lib/auth/logout';
import { loadSection } from '../../lib/federation/deployment-updates';
import { AdminSidebar } from './components/AdminSidebar';
import { LayoutExtensions } from './components/LayoutExtensions';
import { useAskToLeave } from './leave-guard/use-ask-to-leave';
import { useRouterLeaveGuard } from './leave-guard/use-router-leave-guard';
import { useDrawerFocus } from './hooks/use-drawer-focus';
import { useSidebar } from './hooks/use-sidebar';
import './admin-layout.css';

/**
 * Admin frame, loaded lazily: this chunk is where antd enters the page (public routes never fetch it), and the
 * admin remotes reuse the same antd singleton. Sidebar with collapse toggle, hidden by default under 768px.
 * The brand theme (BrandTheme: the public site's palette and fonts, no antd animations for people who ask their
 * system for reduced motion) reaches every admin remote, since they render inside its provider with the same antd.
 * Leaving a page with unsaved changes (an editor called web-kit's useLeaveGuard) asks first.
 */
export default function AdminLayout() {
  const navigate = useNavigate();
  const email = useStore(authStore, (state) => state.user?.email ?? '');
  const sidebar = useSidebar();
  // On a phone the sidebar is a drawer: hidden, it takes no focus (inert); opened, it has the focus and the page behind
  // it (header and content) is inert instead, so Tab never leaves the drawer for what it covers.
  const hiddenOnMobile = sidebar.isMobile && sidebar.collapsed;
  const openOnMobile = sidebar.isMobile && !sidebar.collapsed;
  const { drawerRef, toggleRef } = useDrawerFocus(openOnMobile, sidebar.closeOnMobile);
  // The admin remotes' pages and sidebar entries: read now that a staff member is here.
  useEffect(() => void loadSection('admin'), []);
  const askToLeave = useAskToLeave();
  const leaveGuard = useRouterLeaveGuard(askToLeave.ask);

  async function logout() {
    // Signing out ends the session at once, so unsaved changes are asked about before, not on the way out.
    if (!(await leaveGuard.confirmLeaving())) return;
    try {
      // The guard sees the sign-out first; it knows a Logout is under way and goes to '/' as well.
      await signOutStaff();
      void navigate('/', { replace: true });
    } catch (error) {
      toast({ variant: 'destructive', title: error instanceof Error ? error.message : String(error) });
    }
  }

  return (
    <BrandTheme>
      {askToLeave.contextHolder}
      <LayoutExtensions />
      <Layout className="admin-layout">
        <AdminSidebar
          collapsed={sidebar.collapsed}
          isMobile={sidebar.isMobile}
          hidden={hiddenOnMobile}
          ref={drawerRef}
          onNavigate={sidebar.closeOnMobile}
          onLogout={() => void logout()}
        />
        {openOnMobile && (
          <div className="admin-layout__backdrop" aria-hidden="true" onClick={sidebar.toggle} />
        )}
        <Layout className="admin-layout__page" inert={openOnMobile}>
          <Layout.Header className="admin-layout__header">
            <Button
              ref={toggleRef}
              type="text"
              icon={sidebar.collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
              onClick={sidebar.toggle}
              aria-label={sidebar.collapsed ? MESSAGES.adminNav.expand : MESSAGES.adminNav.collapse}
              aria-expanded={!sidebar.collapsed}
              aria-controls="admin-sidebar"
            />
            {/* On phones the sidebar starts hidden: the header carries the logo. */}
            {sidebar.isMobile && <BrandLogo compact className="admin-layout__brand" />}
            <span className="admin-layout__user">{email}</span>
          </Layout.Header>
          <Layout.Content className="admin-layout__content">
            <Outlet />
          </Layout.Content>
        </Layout>
      </Layout>
    </BrandTheme>
  );
}
