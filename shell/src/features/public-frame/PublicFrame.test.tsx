import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { DEFAULT_CONTENT, MESSAGES } from 'shared-contracts';
import { connectionStore, QUERY_DEFAULTS } from 'shared-contracts/client';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { PublicFrame } from './PublicFrame';

function renderFrameAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: <PublicFrame />,
        children: [
          { index: true, element: <h1>home</h1> },
          { path: 'admin/login', element: <h1>login</h1> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  const client = new QueryClient({ defaultOptions: { queries: QUERY_DEFAULTS } });
  return render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const jsonLd = () => document.querySelector<HTMLScriptElement>('script[type="application/ld+json"]');

beforeEach(() => connectionStore.setState({ status: 'offline' }));

describe('PublicFrame', () => {
  it('public pages carry the GeneralContractor JSON-LD with the contact phone, plus the offline badge', () => {
    renderFrameAt('/');
    const data = JSON.parse(jsonLd()!.textContent!) as Record<string, unknown>;
    expect(data['@type']).toBe('GeneralContractor');
    expect(data.telephone).toBe(DEFAULT_CONTENT.contact.phone);
    expect(screen.getByText(MESSAGES.frame.offlineBadge)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main');
  });

  it('the staff login page has no JSON-LD, a title of its own and a noindex hint', () => {
    renderFrameAt('/admin/login');
    expect(jsonLd()).toBeNull();
    expect(document.title).toMatch(/^Staff Login/);
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('the 404 page sets its title and description and is not indexed', () => {
    renderFrameAt('/nowhere');
    expect(screen.getByRole('heading', { level: 1, name: MESSAGES.frame.notFoundHeading })).toBeInTheDocument();
    expect(document.title).toMatch(/^Page Not Found/);
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'The page you are looking for does not exist or has moved.',
    );
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });
});
