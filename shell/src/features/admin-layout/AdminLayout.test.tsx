import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { authStore } from 'web-kit';
import { renderAt, setViewportWidth } from '../../testing/test-utils';
import AdminLayout from './AdminLayout';

function renderLayout(path = '/admin') {
  // The layout reads the member's notification switches (desktop alerts); with no API here that read just fails.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      {renderAt(path, {
        '/admin/*': <AdminLayout />,
        '/': <h1>Home</h1>,
      })}
    </QueryClientProvider>,
  );
}

const sidebar = () => document.getElementById('admin-sidebar')!;

beforeEach(() => {
  setViewportWidth(1280);
  authStore.setState({
    ready: true,
    user: { uid: 's1', email: 'staff@alamomasonry.com', emailVerified: true },
    signOut: jest.fn(async () => {}),
  });
});

describe('AdminLayout', () => {
  it('links Dashboard, Content, Inquiries, Settings and Service Area, and shows who is signed in', () => {
    renderLayout();
    const expected = {
      Dashboard: '/admin',
      Content: '/admin/content',
      Inquiries: '/admin/inquiries',
      Settings: '/admin/settings',
      'Service Area': '/admin/service-area',
    };
    for (const [name, href] of Object.entries(expected)) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(screen.getByText('staff@alamomasonry.com')).toBeInTheDocument();
    // The brand: the logo heads the sidebar.
    expect(within(sidebar()).getByRole('img', { name: 'Alamo Masonry Co. logo' })).toBeInTheDocument();
  });

  it('collapses and expands the sidebar with the toggle (open by default on wide screens)', async () => {
    const user = userEvent.setup();
    renderLayout();
    expect(sidebar()).not.toHaveClass('ant-layout-sider-collapsed');
    await user.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    expect(sidebar()).toHaveClass('ant-layout-sider-collapsed');
    await user.click(screen.getByRole('button', { name: 'Expand sidebar' }));
    expect(sidebar()).not.toHaveClass('ant-layout-sider-collapsed');
  });

  it('is hidden by default under 768px and opens over the page with the toggle', async () => {
    setViewportWidth(375);
    const user = userEvent.setup();
    renderLayout();
    expect(sidebar()).toHaveClass('ant-layout-sider-collapsed');
    expect(sidebar()).toHaveStyle({ width: '0px' });
    const toggle = screen.getByRole('button', { name: 'Expand sidebar' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(sidebar()).not.toHaveClass('ant-layout-sider-collapsed');
    // Choosing a page closes it again.
    await user.click(screen.getByRole('link', { name: 'Inquiries' }));
    expect(sidebar()).toHaveClass('ant-layout-sider-collapsed');
  });

  it('on a phone the hidden sidebar takes no focus; opening it moves focus in, closing returns it to the toggle', async () => {
    setViewportWidth(390);
    const user = userEvent.setup();
    renderLayout();
    const toggle = screen.getByRole('button', { name: 'Expand sidebar' });
    // Hidden: inert, so Tab never lands on its links (and assistive tech does not see them).
    expect(sidebar()).toHaveAttribute('inert');
    await user.click(toggle);
    expect(sidebar()).not.toHaveAttribute('inert');
    expect(within(sidebar()).getByRole('link', { name: 'Dashboard' })).toHaveFocus();
    // Escape closes it and gives the focus back to the toggle.
    await user.keyboard('{Escape}');
    expect(sidebar()).toHaveAttribute('inert');
    expect(toggle).toHaveFocus();
    // Choosing a page closes it too; the focus, which was on the chosen link, returns to the toggle as well.
    await user.click(toggle);
    await user.click(within(sidebar()).getByRole('link', { name: 'Inquiries' }));
    expect(sidebar()).toHaveAttribute('inert');
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toHaveFocus();
  });

  it('on a phone the page behind the open sidebar is inert (header and content take no focus)', async () => {
    setViewportWidth(390);
    const user = userEvent.setup();
    renderLayout();
    const page = () => screen.getByRole('banner').closest('.admin-layout__page')!;
    expect(page()).not.toHaveAttribute('inert');
    await user.click(screen.getByRole('button', { name: 'Expand sidebar' }));
    expect(page()).toHaveAttribute('inert');
    expect(page()).toContainElement(screen.getByRole('main'));
    // Closing gives the page back, and the focus goes to the toggle in it.
    await user.keyboard('{Escape}');
    expect(page()).not.toHaveAttribute('inert');
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toHaveFocus();
  });

  it('on a wide screen neither the sidebar nor the page is ever inert, collapsed or not', async () => {
    const user = userEvent.setup();
    renderLayout();
    const page = screen.getByRole('banner').closest('.admin-layout__page')!;
    expect(sidebar()).not.toHaveAttribute('inert');
    expect(page).not.toHaveAttribute('inert');
    await user.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    expect(sidebar()).not.toHaveAttribute('inert');
    expect(page).not.toHaveAttribute('inert');
  });

  it('Logout signs out and returns to /', async () => {
    const user = userEvent.setup();
    renderLayout('/admin/inquiries');
    await user.click(screen.getByRole('button', { name: /Logout/ }));
    await waitFor(() => expect(authStore.getState().signOut).toHaveBeenCalled());
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });
});
