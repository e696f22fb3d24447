import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS, MESSAGES, type GeneralSettings as GeneralValues } from 'shared-contracts';
import { apiRequest, type RequestOptions } from 'web-kit';
import { renderWithQueryClient } from 'web-kit/testing';
import { GeneralSettings, timeZoneOptions } from './GeneralSettings';

jest.mock('web-kit', () => ({
  ...jest.requireActual('web-kit'),
  apiRequest: jest.fn(),
}));

jest.setTimeout(60_000);
// antd renders slowly in jsdom on a busy machine: give findBy/waitFor more than the default second.
configure({ asyncUtilTimeout: 10_000 });

const m = MESSAGES.settings;
const mockedApiRequest = jest.mocked(apiRequest);
let stored: Partial<GeneralValues>;
let saves: unknown[];

beforeEach(() => {
  saves = [];
  stored = {
    siteName: 'Alamo Masonry Co.',
    adminEmail: 'info@alamomasonry.com',
    timeZone: 'America/Chicago',
  };
  mockedApiRequest.mockImplementation((async (path: string, options: RequestOptions = {}) => {
    if (path !== API_PATHS.adminGeneralSettings()) throw new Error(`unexpected call ${path}`);
    if (options.method === 'PUT') {
      saves.push(options.body);
      stored = options.body as GeneralValues;
    }
    return { ...stored };
  }) as typeof apiRequest);
});

describe('GeneralSettings: the time zone (issue 32)', () => {
  it('offers the IANA zones with search, shows the stored one, and saves the chosen one', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithQueryClient(<GeneralSettings />);
    const zone = await screen.findByRole('combobox', { name: m.timeZoneLabel });
    await waitFor(() => expect(screen.getByText('America/Chicago')).toBeInTheDocument());
    expect(screen.getByText(m.timeZoneHelp)).toBeInTheDocument();

    await user.click(zone);
    await user.type(zone, 'Denver');
    // Typing filters the long list down to the one zone.
    expect(await screen.findByRole('option', { name: 'America/Denver' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'America/Chicago' })).not.toBeInTheDocument();
    await user.click(screen.getByTitle('America/Denver'));
    await user.click(screen.getByRole('button', { name: MESSAGES.content.saveChanges }));
    await waitFor(() =>
      expect(saves).toEqual([
        { siteName: 'Alamo Masonry Co.', adminEmail: 'info@alamomasonry.com', timeZone: 'America/Denver' },
      ]),
    );
  });

  it("uses San Antonio's zone when the API answers without one", async () => {
    stored = { siteName: 'Alamo Masonry Co.', adminEmail: 'info@alamomasonry.com' };
    const user = userEvent.setup({ delay: null });
    renderWithQueryClient(<GeneralSettings />);
    await screen.findByRole('combobox', { name: m.timeZoneLabel });
    await waitFor(() => expect(screen.getByText('America/Chicago')).toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: MESSAGES.content.saveChanges }));
    await waitFor(() => expect(saves).toEqual([{ ...stored, timeZone: 'America/Chicago' }]));
  });
});

describe('timeZoneOptions', () => {
  it("lists the browser's zones, readable, with San Antonio's and the stored one among them", () => {
    const options = timeZoneOptions('US/Central');
    expect(options).toContainEqual({ value: 'America/Chicago', label: 'America/Chicago' });
    expect(options).toContainEqual({ value: 'America/New_York', label: 'America/New York' });
    expect(options).toContainEqual({ value: 'US/Central', label: 'US/Central' });
    expect(options.length).toBeGreaterThan(300);
  });
});
