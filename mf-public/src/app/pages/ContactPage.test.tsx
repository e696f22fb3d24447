import { screen, within } from '@testing-library/react';
import { API_PATHS, DEFAULT_CONTENT, MESSAGES } from 'shared-contracts';
import { connectionStore } from 'web-kit';
import { json, mockFetch, renderWithQueryClient, text } from 'web-kit/testing';
import ContactPage from './ContactPage';

const GET_CONTACT = `GET ${API_PATHS.content('contact')}`;
const SERVER_CONTACT = {
  title: 'Talk to a mason',
  address: '1 Main Plaza, San Antonio, TX 78205',
  phone: '(210) 555-0100',
  email: 'hello@alamomasonry.com',
  version: 2,
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const beacons = jest.fn((_url: string | URL) => true);

beforeEach(() => {
  beacons.mockClear();
  Object.defineProperty(navigator, 'sendBeacon', { value: beacons, configurable: true });
  connectionStore.setState({ status: 'online' });
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

describe('ContactPage', () => {
  it("counts the visit once for the quote form's funnel (issue 32), with nothing about the visitor", async () => {
    mockFetch({ [GET_CONTACT]: () => json(SERVER_CONTACT) });
    renderWithQueryClient(<ContactPage />);
    await screen.findByRole('heading', { level: 1, name: SERVER_CONTACT.title });
    expect(beacons.mock.calls).toEqual([[API_PATHS.funnelStep('visit')]]);
  });

  it('shows a spinner, then the heading, fixed line, contact block with hours, and the Request a Quote form', async () => {
    mockFetch({ [GET_CONTACT]: () => json(SERVER_CONTACT) });
    renderWithQueryClient(<ContactPage />);
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: SERVER_CONTACT.title })).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.frame.contactIntro)).toBeInTheDocument();

    const info = screen.getByRole('region', { name: 'Contact Information' });
    expect(within(info).getByRole('link', { name: SERVER_CONTACT.phone })).toHaveAttribute(
      'href',
      'tel:2105550100',
    );
    expect(within(info).getByRole('link', { name: SERVER_CONTACT.email })).toHaveAttribute(
      'href',
      `mailto:${SERVER_CONTACT.email}`,
    );
    const location = within(info).getByText(MESSAGES.publicSite.locationLabel);
    expect(location.nextElementSibling).toHaveTextContent(SERVER_CONTACT.address);
    expect(info).toHaveTextContent(/Mon-Fri\s*8am-6pm/);
    expect(info).toHaveTextContent(/Sat\s*9am-2pm/);

    const form = screen.getByRole('region', { name: MESSAGES.publicSite.requestQuoteHeading });
    // The early form, usable; the form's code comes at its first use (DeferredQuoteForm.test.tsx).
    expect(within(form).getByRole('form', { name: 'Quote request' })).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.frame.fallbackBanner)).not.toBeInTheDocument();
  });

  it('shows the hours staff set in the business details', async () => {
    mockFetch({
      [GET_CONTACT]: () => json(SERVER_CONTACT),
      [`GET ${API_PATHS.content('business')}`]: () =>
        json({ ...DEFAULT_CONTENT.business, hoursSaturday: '10am-1pm', version: 2, updatedAt: null }),
    });
    renderWithQueryClient(<ContactPage />);
    const info = await screen.findByRole('region', { name: 'Contact Information' });
    expect(await within(info).findByText('10am-1pm')).toBeInTheDocument();
    expect(info).toHaveTextContent(/Mon-Fri\s*8am-6pm/);
  });

  it('falls back to the built-in contact details with the banner when the call fails', async () => {
    mockFetch({ [GET_CONTACT]: () => text('no', 500) });
    renderWithQueryClient(<ContactPage />);
    expect(await screen.findByText(MESSAGES.frame.fallbackBanner)).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: DEFAULT_CONTENT.contact.title }),
    ).toBeInTheDocument();
    expect(screen.getByText(DEFAULT_CONTENT.contact.address)).toBeInTheDocument();
  });
});
