import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { BUSINESS, DEFAULT_CONTENT, MESSAGES_ES } from 'shared-contracts';
import { connectionStore, QUERY_DEFAULTS } from 'web-kit';
import { MemoryRouter } from 'react-router-dom';
import { PublicFooter } from './PublicFooter';

const SERVER_CONTACT = {
  title: 'Talk to us',
  address: '100 Alamo Plaza, San Antonio, TX 78205',
  phone: '(210) 555-0199',
  email: 'hello@alamomasonry.com',
  version: 4,
  updatedAt: '2026-01-01T00:00:00.000Z',
};

function renderFooter(now = new Date('2031-03-04T12:00:00'), path = '/') {
  // retryDelay 0: the content query retries once (spec section 7) and the test should not wait for the back-off.
  const client = new QueryClient({ defaultOptions: { queries: { ...QUERY_DEFAULTS, retryDelay: 0 } } });
  return render(
    <MemoryRouter initialEntries={[path]}>
      <QueryClientProvider client={client}>
        <PublicFooter now={now} />
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => connectionStore.setState({ status: 'online' }));

describe('PublicFooter', () => {
  it('shows blurb, copyright with the current year, hours, social link and the accreditation seal link', () => {
    jest.spyOn(global, 'fetch').mockResolvedValue(json(SERVER_CONTACT));
    renderFooter();
    expect(screen.getByText(BUSINESS.blurb)).toBeInTheDocument();
    expect(screen.getByText('© 2031 Alamo Masonry Co. All rights reserved.')).toBeInTheDocument();
    const hours = screen.getByTestId('footer-hours');
    expect(hours).toHaveTextContent('Mon-Fri8am-6pm');
    expect(hours).toHaveTextContent('Sat9am-2pm');
    expect(hours).toHaveTextContent('SunClosed');
    expect(screen.getByRole('link', { name: 'Facebook' })).toHaveAttribute(
      'href',
      DEFAULT_CONTENT.business.facebookUrl,
    );
    expect(screen.queryByRole('link', { name: 'Instagram' })).not.toBeInTheDocument();
    const seal = screen.getByRole('link', { name: BUSINESS.accreditationLabel });
    expect(seal).toHaveAttribute('href', BUSINESS.accreditationUrl);
    expect(seal.querySelector('svg')).not.toBeNull();
  });

  it('on a Spanish page, is in Spanish: blurb, headings, days and hours the Spanish way', () => {
    jest.spyOn(global, 'fetch').mockResolvedValue(json(SERVER_CONTACT));
    renderFooter(new Date('2031-03-04T12:00:00'), '/es/services');
    expect(screen.getByText(MESSAGES_ES.business.blurb)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Horario' })).toBeInTheDocument();
    expect(screen.getByText('© 2031 Alamo Masonry Co. Todos los derechos reservados.')).toBeInTheDocument();
    const hours = screen.getByTestId('footer-hours');
    expect(hours).toHaveTextContent('Lun-Vie8 a. m. - 6 p. m.');
    expect(hours).toHaveTextContent('DomCerrado');
  });

  it('shows the hours and social links staff edited (business details)', async () => {
    const business = {
      ...DEFAULT_CONTENT.business,
      hoursSaturday: '10am-1pm',
      instagramUrl: 'https://www.instagram.com/alamomasonry',
      version: 2,
      updatedAt: null,
    };
    jest
      .spyOn(global, 'fetch')
      .mockImplementation(async (input) =>
        json(String(input).endsWith('/api/content/business') ? business : SERVER_CONTACT),
      );
    renderFooter();
    await waitFor(() => expect(screen.getByTestId('footer-hours')).toHaveTextContent('Sat10am-1pm'));
    expect(screen.getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', business.instagramUrl);
  });

  it('shows phone, e-mail and address from the contact content', async () => {
    const fetchMock = jest.spyOn(global, 'fetch').mockResolvedValue(json(SERVER_CONTACT));
    renderFooter();
    const block = screen.getByTestId('footer-contact');
    expect(await within(block).findByRole('link', { name: SERVER_CONTACT.phone })).toHaveAttribute(
      'href',
      'tel:2105550199',
    );
    expect(within(block).getByRole('link', { name: SERVER_CONTACT.email })).toHaveAttribute(
      'href',
      `mailto:${SERVER_CONTACT.email}`,
    );
    expect(block).toHaveTextContent(SERVER_CONTACT.address);
    expect(String(fetchMock.mock.calls[0]![0])).toContain('/api/content/contact');
  });

  it('falls back to the built-in contact details when the call fails (after its one retry)', async () => {
    const fetchMock = jest
      .spyOn(global, 'fetch')
      .mockImplementation(async () => json({ message: 'down' }, 503));
    renderFooter();
    await screen.findByText(DEFAULT_CONTENT.contact.address);
    await new Promise((resolve) => setTimeout(resolve, 20));
    // Contact and business details, each tried twice.
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(screen.getByTestId('footer-contact')).toHaveTextContent(DEFAULT_CONTENT.contact.phone);
  });

  it('offline: shows the last contact details this browser fetched (answered by the service worker)', async () => {
    connectionStore.setState({ status: 'offline' });
    act(() => onlineManager.setOnline(false));
    try {
      jest.spyOn(global, 'fetch').mockResolvedValue(json(SERVER_CONTACT));
      renderFooter();
      expect(await screen.findByText(SERVER_CONTACT.phone)).toBeInTheDocument();
    } finally {
      act(() => onlineManager.setOnline(true));
    }
  });

  it('offline with no copy to read: the built-in contact details', async () => {
    connectionStore.setState({ status: 'offline' });
    const fetchMock = jest.spyOn(global, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    renderFooter();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.getByTestId('footer-contact')).toHaveTextContent(DEFAULT_CONTENT.contact.email);
  });

  it('a malformed answer counts as a failure', async () => {
    jest.spyOn(global, 'fetch').mockImplementation(async () => json({ phone: 42 }));
    renderFooter();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByTestId('footer-contact')).toHaveTextContent(DEFAULT_CONTENT.contact.address);
  });
});
