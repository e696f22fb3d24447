import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { DEFAULT_CONTENT, MESSAGES } from 'shared-contracts';
import { connectionStore, QUERY_DEFAULTS } from 'web-kit';
import { contentQueries } from 'web-kit/queries';
import { businessJsonLdElement } from './lib/business-json-ld';
import { PublicFrame } from './PublicFrame';

const EDITED_CONTACT = { ...DEFAULT_CONTENT.contact, phone: '(210) 555-0199' };

function renderFrameAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: <PublicFrame />,
        children: [
          { index: true, element: <h1>home</h1> },
          { path: 'admin/login', element: <h1>login</h1> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  const client = new QueryClient({ defaultOptions: { queries: QUERY_DEFAULTS } });
  client.setQueryData(contentQueries.page('contact').queryKey, {
    ...EDITED_CONTACT,
    version: 3,
    updatedAt: null,
  });
  return render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const jsonLd = () => document.querySelector<HTMLScriptElement>('script[type="application/ld+json"]');

beforeEach(() => {
  connectionStore.setState({ status: 'offline' });
  // What the build writes into index.html (scripts/write-seo-files.mts).
  document.head.innerHTML = businessJsonLdElement(
    'https://example.test/',
    DEFAULT_CONTENT.contact,
    DEFAULT_CONTENT.business,
  );
});

describe('PublicFrame', () => {
  it("public pages bring the build's GeneralContractor JSON-LD up to the edited contact phone, plus the offline badge", () => {
    renderFrameAt('/');
    const data = JSON.parse(jsonLd()!.textContent!) as Record<string, unknown>;
    expect(data['@type']).toBe('GeneralContractor');
    expect(data.telephone).toBe(EDITED_CONTACT.phone);
    expect(data.url).toBe(`${window.location.origin}/`);
    expect(data.areaServed).toEqual(expect.arrayContaining([{ '@type': 'City', name: 'San Antonio, TX' }]));
    expect(screen.getByText(MESSAGES.frame.offlineBadge)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main');
  });

  it('the staff login page leaves the JSON-LD alone, has a title of its own and a noindex hint', () => {
    renderFrameAt('/admin/login');
    const data = JSON.parse(jsonLd()!.textContent!) as Record<string, unknown>;
    expect(data.telephone).toBe(DEFAULT_CONTENT.contact.phone);
    expect(document.title).toMatch(/^Staff Login/);
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });
});
