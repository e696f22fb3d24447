import { renderPage } from '../testing/render';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS, MESSAGES, SERVICE_AREA_ZIPS } from 'shared-contracts';
import { apiRequest, toastStore } from 'shared-contracts/client';
import { createFakeServiceAreaApi } from '../testing/fake-service-area-api';
import { ZIP_CACHE_KEY } from '../service-area/utils/zip-cache';
import SettingsPage from './SettingsPage';

jest.mock('shared-contracts/client', () => ({
  ...jest.requireActual('shared-contracts/client'),
  apiRequest: jest.fn(),
}));

jest.setTimeout(60_000);

const mockedApiRequest = jest.mocked(apiRequest);
const SMALL = [
  ...SERVICE_AREA_ZIPS.filter((e) => e.region === 'San Antonio').slice(0, 3),
  ...SERVICE_AREA_ZIPS.filter((e) => e.region === 'Nearby').slice(0, 1),
];
const NEARBY_ZIP = SMALL[3]!.zip_code;
let api: ReturnType<typeof createFakeServiceAreaApi>;

beforeEach(() => {
  localStorage.clear();
  toastStore.setState({ toasts: [] });
  api = createFakeServiceAreaApi(SMALL);
  mockedApiRequest.mockImplementation(api.apiRequest as typeof apiRequest);
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

async function openServiceAreaTab() {
  const user = userEvent.setup({ delay: null });
  renderPage(<SettingsPage />);
  await user.click(screen.getByRole('tab', { name: 'Service Area' }));
  await screen.findByText(`Showing ${SMALL.length} of ${SMALL.length} ZIP codes`);
  return user;
}

const badges = () => within(screen.getByRole('list', { name: 'ZIP codes' })).getAllByRole('listitem');
const saveButton = () => screen.getByRole('button', { name: MESSAGES.content.saveChanges });

describe('SettingsPage', () => {
  it.each(['General', 'Notifications', 'Security'])(
    'the %s tab says it is not saved and offers no working save',
    async (tab) => {
      const user = userEvent.setup({ delay: null });
      renderPage(<SettingsPage />);
      expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
      await user.click(screen.getByRole('tab', { name: tab }));
      const panel = screen.getByRole('tabpanel');
      expect(within(panel).getByText(MESSAGES.settings.notConnectedTitle)).toBeInTheDocument();
      // Every real control (buttons, switches, inputs) is disabled; the password fields' show/hide eye is no control.
      const controls = [
        ...within(panel).queryAllByRole('button'),
        ...within(panel).queryAllByRole('switch'),
        ...Array.from(panel.querySelectorAll('input')),
      ].filter((el) => el instanceof HTMLButtonElement || el instanceof HTMLInputElement);
      expect(controls.length).toBeGreaterThan(0);
      for (const control of controls) expect(control).toBeDisabled();
      expect(mockedApiRequest).not.toHaveBeenCalled();
    },
  );

  it('General shows site name, admin email and Save Changes', async () => {
    renderPage(<SettingsPage />);
    expect(screen.getByLabelText('Site Name')).toBeDisabled();
    expect(screen.getByLabelText('Admin Email')).toBeDisabled();
    expect(screen.getByRole('button', { name: MESSAGES.content.saveChanges })).toBeDisabled();
  });

  it('Notifications has both switches on', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(<SettingsPage />);
    await user.click(screen.getByRole('tab', { name: 'Notifications' }));
    expect(screen.getByRole('switch', { name: 'Email Notifications' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Browser Notifications' })).toBeChecked();
  });

  it('Security has the three password fields and Update Password', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(<SettingsPage />);
    await user.click(screen.getByRole('tab', { name: 'Security' }));
    for (const label of ['Current Password', 'New Password', 'Confirm Password']) {
      expect(screen.getByLabelText(label)).toHaveAttribute('type', 'password');
    }
    expect(screen.getByRole('button', { name: 'Update Password' })).toBeDisabled();
  });

  it('Service Area links to the service-area page and lists the ZIPs as badges', async () => {
    await openServiceAreaTab();
    expect(screen.getByRole('link', { name: MESSAGES.zip.pageTitle })).toHaveAttribute(
      'href',
      '/admin/service-area',
    );
    expect(badges()).toHaveLength(SMALL.length);
    expect(saveButton()).toBeDisabled();
  });

  it('the San Antonio Area tab and the search narrow the badges and the count line', async () => {
    const user = await openServiceAreaTab();
    await user.click(screen.getByRole('tab', { name: MESSAGES.zip.sanAntonioArea }));
    expect(screen.queryByText(NEARBY_ZIP)).not.toBeInTheDocument();
    expect(screen.getByText(`Showing ${SMALL.length - 1} of ${SMALL.length} ZIP codes`)).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: MESSAGES.zip.allZipCodes }));
    await user.type(screen.getByLabelText('Search ZIP codes'), SMALL[0]!.zip_code);
    expect(badges()).toHaveLength(1);
    expect(screen.getByText(`Showing 1 of ${SMALL.length} ZIP codes`)).toBeInTheDocument();
  });

  it('refuses malformed and duplicate ZIPs with the messages; the box takes at most 5 characters', async () => {
    const user = await openServiceAreaTab();
    const box = screen.getByLabelText('Add ZIP Code');
    const add = screen.getByRole('button', { name: 'Add' });
    expect(box).toHaveAttribute('maxLength', '5');
    expect(add).toBeDisabled();
    await user.type(box, '12a');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      MESSAGES.zip.invalidTitle + MESSAGES.zip.mustBeFiveDigits,
    );
    expect(add).toBeDisabled();
    await user.clear(box);
    await user.type(box, SMALL[0]!.zip_code);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.zip.duplicate));
    expect(add).toBeDisabled();
  });

  it('add and remove set the unsaved flag; Save Changes replaces the list, clears the flag and the cache', async () => {
    const user = await openServiceAreaTab();
    await waitFor(() => expect(localStorage.getItem(ZIP_CACHE_KEY)).not.toBeNull());
    await user.type(screen.getByLabelText('Add ZIP Code'), '78999');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.click(screen.getByRole('button', { name: `Remove ${SMALL[0]!.zip_code}` }));
    expect(screen.getByText(/unsaved changes/)).toBeInTheDocument();
    expect(saveButton()).toBeEnabled();

    const removeItem = jest.spyOn(Storage.prototype, 'removeItem');
    await user.click(saveButton());
    await waitFor(() => expect(saveButton()).toBeDisabled());
    expect(screen.queryByText(/unsaved changes/)).not.toBeInTheDocument();
    expect(removeItem).toHaveBeenCalledWith(ZIP_CACHE_KEY);
    const replace = api.state.calls.find((c) => c.method === 'PUT');
    expect(replace).toEqual({
      path: API_PATHS.adminServiceArea(),
      method: 'PUT',
      body: { zipCodes: [...SMALL.slice(1).map((e) => e.zip_code), '78999'].sort() },
    });
    expect(toastStore.getState().toasts[0]?.title).toBe(MESSAGES.zip.saved);
  });

  it('a failed save keeps the flag and shows the save message', async () => {
    const user = await openServiceAreaTab();
    api.state.fail.add('replace');
    await user.click(screen.getByRole('button', { name: `Remove ${SMALL[0]!.zip_code}` }));
    await user.click(saveButton());
    await waitFor(() =>
      expect(toastStore.getState().toasts[0]).toMatchObject({
        title: MESSAGES.zip.saveFailed,
        variant: 'destructive',
      }),
    );
    expect(saveButton()).toBeEnabled();
  });

  it('on load failure shows the alert and the built-in list', async () => {
    api.state.fail.add('list');
    const user = userEvent.setup({ delay: null });
    renderPage(<SettingsPage />);
    await user.click(screen.getByRole('tab', { name: 'Service Area' }));
    expect(await screen.findByText(MESSAGES.zip.loadFailedTitle)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.zip.loadFailed)).toBeInTheDocument();
    expect(
      screen.getByText(`Showing ${SERVICE_AREA_ZIPS.length} of ${SERVICE_AREA_ZIPS.length} ZIP codes`),
    ).toBeInTheDocument();
  });
});
