import { act, render, screen } from '@testing-library/react';
import { authStore } from 'web-kit';
import { RequireStaff } from './RequireStaff';
import { renderAt } from '../../testing/test-utils';

// The guard only reads authStore; the SDK start is a no-op here.
jest.mock('../../lib/auth/auth-session', () => ({ startAuthSession: jest.fn(() => Promise.resolve()) }));

const staff = { uid: 's1', email: 'staff@alamomasonry.com', emailVerified: true };
const visitor = { uid: 'v1', email: 'visitor@example.com', emailVerified: true };

function renderGuarded() {
  return render(
    renderAt('/admin/content', {
      '/admin/content': (
        <RequireStaff>
          <h1>Secret admin content</h1>
        </RequireStaff>
      ),
      '/admin/login': <h1>Login page</h1>,
    }),
  );
}

beforeEach(() => authStore.setState({ ready: false, user: null, companyDomain: 'alamomasonry.com' }));

describe('RequireStaff', () => {
  it('shows only a spinner until the sign-in state is known, then the page for staff', () => {
    renderGuarded();
    expect(screen.getByRole('status', { name: 'Checking sign-in' })).toBeInTheDocument();
    expect(screen.queryByText('Secret admin content')).not.toBeInTheDocument();
    act(() => authStore.setState({ ready: true, user: staff }));
    expect(screen.getByRole('heading', { name: 'Secret admin content' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/content');
  });

  it('redirects a signed-out visitor to /admin/login without ever rendering the admin content', () => {
    renderGuarded();
    act(() => authStore.setState({ ready: true, user: null }));
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/login');
    expect(screen.getByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(screen.queryByText('Secret admin content')).not.toBeInTheDocument();
  });

  it('redirects a signed-in user outside the company domain', () => {
    authStore.setState({ ready: true, user: visitor });
    renderGuarded();
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/login');
    expect(screen.queryByText('Secret admin content')).not.toBeInTheDocument();
  });

  it('sends staff to /admin/login once they sign out', () => {
    authStore.setState({ ready: true, user: staff });
    renderGuarded();
    act(() => authStore.setState({ user: null }));
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/login');
  });
});

describe('RequireStaff during Logout', () => {
  it('sends staff who log out to / instead of the login page', async () => {
    const { logout } = jest.requireActual<typeof import('../../lib/auth/logout')>('../../lib/auth/logout');
    authStore.setState({ ready: true, user: staff, signOut: async () => authStore.setState({ user: null }) });
    render(
      renderAt('/admin/content', {
        '/admin/content': (
          <RequireStaff>
            <h1>Secret admin content</h1>
          </RequireStaff>
        ),
        '/admin/login': <h1>Login page</h1>,
        '/': <h1>Home</h1>,
      }),
    );
    await act(() => logout());
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });
});
