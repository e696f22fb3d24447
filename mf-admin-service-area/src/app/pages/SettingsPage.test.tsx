import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS, MESSAGES, SERVICE_AREA_ZIPS, type NotificationPreferences } from 'shared-contracts';
import { apiRequest, authStore, toastStore, type RequestOptions } from 'web-kit';
import { changePassword, PasswordChangeError } from 'web-kit/firebase-session';
import { renderWithQueryClient } from 'web-kit/testing';
import { createFakeServiceAreaApi } from '../../features/testing/fake-service-area-api';
import SettingsPage from './SettingsPage';

jest.mock('web-kit', () => ({
  ...jest.requireActual('web-kit'),
  apiRequest: jest.fn(),
}));
// Firebase Auth itself is not under test here: the page's checks and what it does with the provider's answer are.
jest.mock('web-kit/firebase-session', () => ({
  PasswordChangeError: jest.requireActual('web-kit/firebase-session').PasswordChangeError,
  changePassword: jest.fn(),
}));

jest.setTimeout(60_000);
// antd renders slowly in jsdom on a busy machine: give findBy/waitFor more than the default second.
configure({ asyncUtilTimeout: 10_000 });

const mockedApiRequest = jest.mocked(apiRequest);
const mockedChangePassword = jest.mocked(changePassword);
const m = MESSAGES.settings;
const SMALL = [
  ...SERVICE_AREA_ZIPS.filter((e) => e.region === 'San Antonio').slice(0, 3),
  ...SERVICE_AREA_ZIPS.filter((e) => e.region === 'Nearby').slice(0, 1),
];
let api: ReturnType<typeof createFakeServiceAreaApi>;
/** The settings endpoints, in memory, in front of the service-area fake. */
let settings: {
  general: { siteName: string; adminEmail: string; timeZone: string };
  prefs: NotificationPreferences;
  calls: { path: string; method: string; body?: unknown }[];
};

beforeEach(() => {
  localStorage.clear();
  toastStore.setState({ toasts: [] });
  api = createFakeServiceAreaApi(SMALL);
  settings = {
    general: { siteName: 'Alamo Masonry Co.', adminEmail: 'info@alamomasonry.com', timeZone: 'America/Chicago' },
    prefs: { email: true, browser: true },
    calls: [],
  };
  authStore.setState({ user: { uid: 'staff-1', email: 'staff@alamomasonry.com', emailVerified: true } });
  mockedApiRequest.mockImplementation((async (path: string, options: RequestOptions = {}) => {
    const method = options.method ?? 'GET';
    if (path === API_PATHS.adminGeneralSettings() || path === API_PATHS.adminNotificationPreferences()) {
      settings.calls.push({ path, method, body: options.body });
      const key = path === API_PATHS.adminGeneralSettings() ? 'general' : 'prefs';
      if (method === 'PUT') settings[key] = options.body as never;
      return { ...settings[key] };
    }
    return api.apiRequest(path, options);
  }) as typeof apiRequest);
  mockedChangePassword.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

describe('SettingsPage', () => {
  it('General loads the stored values, checks them, and saves with Save Changes', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithQueryClient(<SettingsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    const siteName = await screen.findByLabelText(m.siteNameLabel);
    await waitFor(() => expect(siteName).toHaveValue('Alamo Masonry Co.'));
    expect(screen.queryByText(/not saved yet/)).not.toBeInTheDocument();
    const adminEmail = screen.getByLabelText(m.adminEmailLabel);
    await user.clear(adminEmail);
    await user.type(adminEmail, 'not-an-email');
    await user.click(screen.getByRole('button', { name: MESSAGES.content.saveChanges }));
    expect(await screen.findByText(m.adminEmailInvalid)).toBeInTheDocument();
    expect(settings.calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    await user.clear(adminEmail);
    await user.type(adminEmail, 'office@alamomasonry.com');
    await user.clear(siteName);
    await user.type(siteName, 'Alamo Masonry');
    await user.click(screen.getByRole('button', { name: MESSAGES.content.saveChanges }));
    await waitFor(() =>
      expect(settings.calls).toContainEqual({
        path: API_PATHS.adminGeneralSettings(),
        method: 'PUT',
        body: { siteName: 'Alamo Masonry', adminEmail: 'office@alamomasonry.com', timeZone: 'America/Chicago' },
      }),
    );
    await waitFor(() => expect(toastStore.getState().toasts[0]?.title).toBe(m.generalSaved));
  });

  it("Notifications shows the member's switches and saves each change at once", async () => {
    settings.prefs = { email: true, browser: false };
    const user = userEvent.setup({ delay: null });
    renderWithQueryClient(<SettingsPage />);
    await user.click(screen.getByRole('tab', { name: 'Notifications' }));
    const email = await screen.findByRole('switch', { name: m.emailNotifications });
    expect(email).toBeChecked();
    expect(screen.getByRole('switch', { name: m.browserNotifications })).not.toBeChecked();
    await user.click(email);
    await waitFor(() =>
      expect(settings.calls).toContainEqual({
        path: API_PATHS.adminNotificationPreferences(),
        method: 'PUT',
        body: { email: false, browser: false },
      }),
    );
    expect(screen.getByRole('switch', { name: m.emailNotifications })).not.toBeChecked();
  });

  it('Notifications has the daily follow-up digest switch, off by default, saved with the others (issue 32)', async () => {
    settings.prefs = { email: true, browser: true, digest: false };
    const user = userEvent.setup({ delay: null });
    renderWithQueryClient(<SettingsPage />);
    await user.click(screen.getByRole('tab', { name: 'Notifications' }));
    const digest = await screen.findByRole('switch', { name: m.digest });
    expect(digest).not.toBeChecked();
    expect(digest).toHaveAccessibleDescription(m.digestHelp);
    await user.click(digest);
    await waitFor(() =>
      expect(settings.calls).toContainEqual({
        path: API_PATHS.adminNotificationPreferences(),
        method: 'PUT',
        body: { email: true, browser: true, digest: true },
      }),
    );
  });

  it('Security checks the confirmation, then changes the password through Firebase Auth', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithQueryClient(<SettingsPage />);
    await user.click(screen.getByRole('tab', { name: 'Security' }));
    for (const label of [m.currentPassword, m.newPassword, m.confirmPassword]) {
      expect(screen.getByLabelText(label)).toHaveAttribute('type', 'password');
    }
    await user.type(screen.getByLabelText(m.currentPassword), 'Old-Pass-1');
    await user.type(screen.getByLabelText(m.newPassword), 'New-Pass-22');
    await user.type(screen.getByLabelText(m.confirmPassword), 'New-Pass-23');
    await user.click(screen.getByRole('button', { name: m.updatePassword }));
    expect(await screen.findByText(m.passwordMismatch)).toBeInTheDocument();
    expect(mockedChangePassword).not.toHaveBeenCalled();

    mockedChangePassword.mockRejectedValueOnce(
      new PasswordChangeError('currentPassword', m.wrongCurrentPassword),
    );
    await user.clear(screen.getByLabelText(m.confirmPassword));
    await user.type(screen.getByLabelText(m.confirmPassword), 'New-Pass-22');
    await user.click(screen.getByRole('button', { name: m.updatePassword }));
    expect(await screen.findByText(m.wrongCurrentPassword)).toBeInTheDocument();
    expect(mockedChangePassword).toHaveBeenCalledWith('Old-Pass-1', 'New-Pass-22');

    mockedChangePassword.mockResolvedValueOnce(undefined);
    await user.click(screen.getByRole('button', { name: m.updatePassword }));
    expect(await screen.findByText(m.passwordUpdated, { selector: '.ant-alert *' })).toBeInTheDocument();
    expect(screen.getByLabelText(m.currentPassword)).toHaveValue('');
  });

  it('Service Area links to the one page where ZIP codes are managed and says how many are served', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithQueryClient(<SettingsPage />);
    await user.click(screen.getByRole('tab', { name: 'Service Area' }));
    expect(
      await screen.findByText(
        MESSAGES.zip.settingsSummary({ total: SMALL.length, sanAntonio: 3, nearby: 1 }),
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: MESSAGES.zip.pageTitle })).toHaveAttribute(
      'href',
      '/admin/service-area',
    );
    // No second editor here (issue 32): nothing to add, remove or save.
    expect(screen.queryByLabelText('Add ZIP Code')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: MESSAGES.content.saveChanges })).not.toBeInTheDocument();
  });
});
