import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS, MESSAGES, SERVICE_AREA_ZIPS } from 'shared-contracts';
import { apiRequest, toastStore } from 'web-kit';
import { hasUnsavedChanges } from 'web-kit/leave-guard';
import { renderWithQueryClient } from 'web-kit/testing';
import { createFakeServiceAreaApi } from '../../features/testing/fake-service-area-api';
import { ZIP_CACHE_KEY } from '../../features/service-area/utils/zip-cache';
import ServiceAreaPage from './ServiceAreaPage';

/**
 * The spec's basic ZIP manager (sections 2 and 4) as the Service Area page's 'Quick Edit' tab (issue 32: ZIP codes
 * are managed in one place): badges over the page's one working list.
 */
jest.mock('web-kit', () => ({
  ...jest.requireActual('web-kit'),
  apiRequest: jest.fn(),
}));

jest.setTimeout(60_000);
// antd renders slowly in jsdom on a busy machine: give findBy/waitFor more than the default second.
configure({ asyncUtilTimeout: 10_000 });

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

/** The Quick Edit tab's panel, once the saved list shows in it. */
async function openQuickEdit(count = SMALL.length) {
  const user = userEvent.setup({ delay: null });
  renderWithQueryClient(<ServiceAreaPage />);
  await user.click(await screen.findByRole('tab', { name: MESSAGES.zip.quickEditTab }));
  const panel = await screen.findByRole('tabpanel', { name: MESSAGES.zip.quickEditTab });
  await within(panel).findByText(`Showing ${count} of ${count} ZIP codes`);
  return { user, panel };
}

const badges = (panel: HTMLElement) =>
  within(within(panel).getByRole('list', { name: 'ZIP codes' })).getAllByRole('listitem');
const saveButton = (panel: HTMLElement) =>
  within(panel).getByRole('button', { name: MESSAGES.content.saveChanges });

describe('ServiceAreaPage, Quick Edit', () => {
  it('lists the ZIPs as badges with nothing to save', async () => {
    const { panel } = await openQuickEdit();
    expect(badges(panel)).toHaveLength(SMALL.length);
    expect(saveButton(panel)).toBeDisabled();
  });

  it('the San Antonio Area tab and the search narrow the badges and the count line', async () => {
    const { user, panel } = await openQuickEdit();
    await user.click(within(panel).getByRole('tab', { name: MESSAGES.zip.sanAntonioArea }));
    expect(within(panel).queryByText(NEARBY_ZIP)).not.toBeInTheDocument();
    expect(
      within(panel).getByText(`Showing ${SMALL.length - 1} of ${SMALL.length} ZIP codes`),
    ).toBeInTheDocument();
    await user.click(within(panel).getByRole('tab', { name: MESSAGES.zip.allZipCodes }));
    await user.type(within(panel).getByLabelText('Search ZIP codes'), SMALL[0]!.zip_code);
    expect(badges(panel)).toHaveLength(1);
    expect(within(panel).getByText(`Showing 1 of ${SMALL.length} ZIP codes`)).toBeInTheDocument();
  });

  it('refuses malformed and duplicate ZIPs with the messages; the box takes at most 5 characters', async () => {
    const { user, panel } = await openQuickEdit();
    const box = within(panel).getByLabelText('Add ZIP Code');
    const add = within(panel).getByRole('button', { name: 'Add' });
    expect(box).toHaveAttribute('maxLength', '5');
    expect(add).toBeDisabled();
    await user.type(box, '12a');
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      MESSAGES.zip.invalidTitle + MESSAGES.zip.mustBeFiveDigits,
    );
    expect(add).toBeDisabled();
    await user.clear(box);
    await user.type(box, SMALL[0]!.zip_code);
    await waitFor(() => expect(within(panel).getByRole('alert')).toHaveTextContent(MESSAGES.zip.duplicate));
    expect(add).toBeDisabled();
  });

  it('add and remove set the unsaved flag, shared with the table; Save Changes replaces the list, clears the flag and the cache', async () => {
    const { user, panel } = await openQuickEdit();
    await waitFor(() => expect(localStorage.getItem(ZIP_CACHE_KEY)).not.toBeNull());
    await user.type(within(panel).getByLabelText('Add ZIP Code'), '78999');
    await waitFor(() => expect(within(panel).getByRole('button', { name: 'Add' })).toBeEnabled());
    await user.click(within(panel).getByRole('button', { name: 'Add' }));
    await user.click(within(panel).getByRole('button', { name: `Remove ${SMALL[0]!.zip_code}` }));
    expect(within(panel).getByText(/unsaved changes/)).toBeInTheDocument();
    expect(saveButton(panel)).toBeEnabled();
    // One working list: the table's summary counts the same changes, and leaving the page now asks first.
    expect(
      screen.getByText(MESSAGES.zip.unsavedSummary({ added: 1, removed: 1, edited: 0 })),
    ).toBeInTheDocument();
    expect(hasUnsavedChanges()).toBe(true);

    const removeItem = jest.spyOn(Storage.prototype, 'removeItem');
    await user.click(saveButton(panel));
    await waitFor(() => expect(saveButton(panel)).toBeDisabled());
    expect(within(panel).queryByText(/unsaved changes/)).not.toBeInTheDocument();
    expect(hasUnsavedChanges()).toBe(false);
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
    const { user, panel } = await openQuickEdit();
    api.state.fail.add('replace');
    await user.click(within(panel).getByRole('button', { name: `Remove ${SMALL[0]!.zip_code}` }));
    await user.click(saveButton(panel));
    await waitFor(() =>
      expect(toastStore.getState().toasts[0]).toMatchObject({
        title: MESSAGES.zip.saveFailed,
        variant: 'destructive',
      }),
    );
    expect(saveButton(panel)).toBeEnabled();
  });

  it('on load failure shows the alert and the built-in list', async () => {
    api.state.fail.add('list');
    const { panel } = await openQuickEdit(SERVICE_AREA_ZIPS.length);
    expect(within(panel).getByText(MESSAGES.zip.loadFailedTitle)).toBeInTheDocument();
    expect(within(panel).getByText(MESSAGES.zip.loadFailed)).toBeInTheDocument();
  });
});
