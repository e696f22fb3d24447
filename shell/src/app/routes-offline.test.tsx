import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { TEST_PAGE_TABLE } from '../testing/page-table';
import { siteRoutes } from './routes';

// Offline, the sign-in screens' code (antd, Firebase) cannot be downloaded: their lazy imports reject.
function mockChunkFailure(): never {
  throw new Error('Loading chunk src_features_auth_login_LoginScreen_tsx failed.');
}
jest.mock('../features/auth/AdminLoginPage', () => ({ AdminLoginPage: mockChunkFailure }));
jest.mock('../features/auth/LoginCompletePage', () => ({ LoginCompletePage: mockChunkFailure }));

it.each(['/admin/login', '/admin/login/complete'])(
  '%s: a screen whose code cannot be loaded shows the section fallback inside the public frame',
  async (path) => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    jest.spyOn(global, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={createMemoryRouter(siteRoutes(TEST_PAGE_TABLE), { initialEntries: [path] })} />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('This section is temporarily unavailable');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  },
);
