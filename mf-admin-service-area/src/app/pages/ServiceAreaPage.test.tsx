import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS, MESSAGES, SERVICE_AREA_ZIPS } from 'shared-contracts';
import { apiRequest, downloadTextFile, toastStore } from 'web-kit';
import { renderWithQueryClient } from 'web-kit/testing';
import { createFakeServiceAreaApi } from '../../features/testing/fake-service-area-api';
import { ZIP_CACHE_KEY } from '../../features/service-area/utils/zip-cache';
import { hasUnsavedChanges } from 'web-kit/leave-guard';
import ServiceAreaPage from './ServiceAreaPage';

jest.mock('web-kit', () => ({
  ...jest.requireActual('web-kit'),
  apiRequest: jest.fn(),
  downloadTextFile: jest.fn(),
}));

const mockedApiRequest = jest.mocked(apiRequest);
const mockedDownload = jest.mocked(downloadTextFile);
let api: ReturnType<typeof createFakeServiceAreaApi>;

// A short list keeps antd's table cheap in jsdom; the paging tests use the full built-in list.
const SMALL = [
  ...SERVICE_AREA_ZIPS.filter((e) => e.region === 'San Antonio').slice(0, 5),
  ...SERVICE_AREA_ZIPS.filter((e) => e.region === 'Nearby').slice(0, 2),
];
const useFullList = () => {
  api = createFakeServiceAreaApi(SERVICE_AREA_ZIPS);
  mockedApiRequest.mockImplementation(api.apiRequest as typeof apiRequest);
};

// The machine running the suite may be busy: allow slow renders of antd components.
jest.setTimeout(120_000);
configure({ asyncUtilTimeout: 10_000 });
/*
 * Role queries over the whole page are avoided here: with a 50-row antd table the first getByRole takes ~20 s in
 * jsdom (it computes roles and names for every element). Buttons are found by their text or aria-label instead,
 * tables rows by antd's row class, and role queries are kept to small subtrees (a dialog).
 */
function button(name: string): HTMLButtonElement {
  const el =
    screen.queryByLabelText(name, { selector: 'button' }) ?? screen.getByText(name).closest('button');
  if (!el) throw new Error(`No button ${name}`);
  return el as HTMLButtonElement;
}

const lastToast = () => toastStore.getState().toasts[0];
const rows = () => Array.from(document.querySelectorAll('.ant-table-tbody tr.ant-table-row'));
const zipInput = () => screen.getByLabelText('ZIP Code');
const addButton = () => button('Add');
/**
 * antd's useId gives every element the id 'test-id' under NODE_ENV=test, so a dialog's aria-labelledby cannot name it
 * in jsdom (browsers get unique ids): find the open dialog by the title it shows.
 */
async function findDialog(title: string) {
  return waitFor(() => {
    const dialog = Array.from(document.querySelectorAll<HTMLElement>('[role="dialog"]')).find((d) =>
      within(d).queryByText(title),
    );
    if (!dialog) throw new Error(`No open dialog titled ${title}`);
    return dialog;
  });
}
const saveAllButton = () => button(MESSAGES.zip.saveAllChanges);

beforeEach(() => {
  localStorage.clear();
  toastStore.setState({ toasts: [] });
  api = createFakeServiceAreaApi(SMALL);
  mockedApiRequest.mockImplementation(api.apiRequest as typeof apiRequest);
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

async function renderLoaded(pages = 1) {
  const user = userEvent.setup({ delay: null });
  const view = renderWithQueryClient(<ServiceAreaPage />);
  await screen.findByText(MESSAGES.zip.pageOf(1, pages), undefined, { timeout: 10_000 });
  await screen.findByText('78201', undefined, { timeout: 10_000 });
  return { user, ...view };
}

describe('ServiceAreaPage', () => {
  it('shows the heading, the two buttons and the three tabs', async () => {
    await renderLoaded();
    expect(screen.getByText(MESSAGES.zip.pageTitle, { selector: 'h1' })).toBeInTheDocument();
    expect(button(MESSAGES.zip.exportCsv)).toBeEnabled();
    expect(button(MESSAGES.zip.populate)).toBeEnabled();
    expect(screen.getByText(MESSAGES.zip.manageTab)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.zip.quickEditTab)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.zip.statsTab)).toBeInTheDocument();
  });

  it('pages the 69 built-in entries by 50 with Previous and Next', async () => {
    useFullList();
    const { user } = await renderLoaded(2);
    expect(rows()).toHaveLength(50);
    expect(button('Previous')).toBeDisabled();
    await user.click(button('Next'));
    expect(screen.getByText(MESSAGES.zip.pageOf(2, 2))).toBeInTheDocument();
    expect(rows()).toHaveLength(SERVICE_AREA_ZIPS.length - 50);
    expect(button('Next')).toBeDisabled();
    expect(button('Previous')).toBeEnabled();
  }, 240_000);

  it('searches, and the San Antonio Area tab hides Nearby entries', async () => {
    useFullList();
    const { user } = await renderLoaded(2);
    // One change event, not a keystroke each: every keystroke re-renders a 50-row table.
    fireEvent.change(screen.getByLabelText('Search ZIP codes'), { target: { value: 'alamo heights' } });
    expect(rows()).toHaveLength(1);
    expect(screen.getByText(MESSAGES.zip.pageOf(1, 1))).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Search ZIP codes'), { target: { value: '' } });
    await user.click(screen.getByText(MESSAGES.zip.sanAntonioArea));
    expect(screen.getByText(MESSAGES.zip.pageOf(1, 2))).toBeInTheDocument();
    const sanAntonio = SERVICE_AREA_ZIPS.filter((e) => e.region === 'San Antonio').length;
    expect(sanAntonio).toBeGreaterThan(50);
    await user.click(button('Next'));
    expect(rows()).toHaveLength(sanAntonio - 50);
    expect(rows().some((row) => row.textContent?.includes('Nearby'))).toBe(false);
  }, 240_000);

  it('on load failure shows the alert and the built-in list', async () => {
    api.state.fail.add('list');
    renderWithQueryClient(<ServiceAreaPage />);
    expect(
      await screen.findByText(MESSAGES.zip.loadFailedTitle, undefined, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.zip.loadFailed)).toBeInTheDocument();
    expect(screen.getByText(SERVICE_AREA_ZIPS[0]!.zip_code)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.zip.pageOf(1, 2))).toBeInTheDocument();
  });

  it('adds a ZIP with details, then Save All Changes replaces the list and sends the details', async () => {
    localStorage.setItem(ZIP_CACHE_KEY, '[]');
    const { user } = await renderLoaded();
    expect(saveAllButton()).toBeDisabled();
    await user.type(zipInput(), '78999');
    await user.type(screen.getByLabelText('Neighborhood'), 'Test Hills');
    // antd's radio button hides the input from the pointer: click its label, as a user does.
    await user.click(screen.getByLabelText('Nearby').closest('label')!);
    await waitFor(() => expect(addButton()).toBeEnabled());
    await user.click(addButton());
    expect(zipInput()).toHaveValue('');
    expect(saveAllButton()).toBeEnabled();

    // The same ZIP is now a duplicate.
    await user.type(zipInput(), '78999');
    expect(await screen.findByText(MESSAGES.zip.duplicate)).toBeInTheDocument();
    await user.clear(zipInput());

    await user.click(saveAllButton());
    await waitFor(() => expect(lastToast()?.title).toBe(MESSAGES.zip.saved));
    const writes = api.state.calls.filter((c) => c.method === 'PUT');
    expect(writes[0]).toMatchObject({ path: API_PATHS.adminServiceArea() });
    expect((writes[0]!.body as { zipCodes: string[] }).zipCodes).toContain('78999');
    expect((writes[0]!.body as { zipCodes: string[] }).zipCodes).toHaveLength(SMALL.length + 1);
    expect(writes.slice(1)).toEqual([
      {
        path: API_PATHS.adminServiceAreaEntry('78999'),
        method: 'PUT',
        body: { zipCode: '78999', neighborhood: 'Test Hills', region: 'Nearby' },
      },
    ]);
    await waitFor(() => expect(saveAllButton()).toBeDisabled());
    expect(api.state.entries.find((e) => e.zip_code === '78999')).toEqual({
      zip_code: '78999',
      neighborhood: 'Test Hills',
      region: 'Nearby',
    });
  });

  it('clears the cached list on save (the refetch then writes the saved list)', async () => {
    const { user } = await renderLoaded();
    await waitFor(() => expect(localStorage.getItem(ZIP_CACHE_KEY)).not.toBeNull());
    const removeItem = jest.spyOn(Storage.prototype, 'removeItem');
    await user.click(button('Delete 78201'));
    await user.click(saveAllButton());
    await waitFor(() => expect(removeItem).toHaveBeenCalledWith(ZIP_CACHE_KEY));
    await waitFor(() => expect(localStorage.getItem(ZIP_CACHE_KEY)).not.toContain('78201'));
  });

  it('deleting removes the row locally until saved; a failed save keeps the changes and says so', async () => {
    const { user } = await renderLoaded();
    await user.click(button('Delete 78201'));
    expect(screen.queryByText('78201')).not.toBeInTheDocument();
    expect(api.state.calls.some((c) => c.method === 'PUT')).toBe(false);
    api.state.fail.add('replace');
    await user.click(saveAllButton());
    await waitFor(() =>
      expect(lastToast()).toMatchObject({ title: MESSAGES.zip.saveFailed, variant: 'destructive' }),
    );
    expect(saveAllButton()).toBeEnabled();
  });

  it('the edit dialog shows the ZIP read-only and changes the working list; Save All Changes sends it', async () => {
    const { user } = await renderLoaded();
    await user.click(button('Edit 78201'));
    const dialog = await findDialog('Edit ZIP Code');
    expect(within(dialog).getByLabelText('ZIP Code')).toHaveAttribute('readonly');
    expect(within(dialog).getByText(MESSAGES.zip.editNote)).toBeInTheDocument();
    const neighborhood = within(dialog).getByLabelText('Neighborhood');
    await user.clear(neighborhood);
    await user.type(neighborhood, 'Woodlawn Lake');
    await user.click(within(dialog).getByRole('button', { name: MESSAGES.zip.editApply, hidden: true }));

    // Like an add or a delete: shown at once, marked, counted, and nothing written yet.
    expect(await screen.findByText('Woodlawn Lake')).toBeInTheDocument();
    const row = rows().find((r) => r.textContent?.includes('78201'))!;
    expect(row).toHaveTextContent(MESSAGES.zip.editedTag);
    expect(
      screen.getByText(MESSAGES.zip.unsavedSummary({ added: 0, removed: 0, edited: 1 })),
    ).toBeInTheDocument();
    expect(api.state.calls.some((c) => c.method === 'PUT')).toBe(false);
    expect(hasUnsavedChanges()).toBe(true);

    await user.click(saveAllButton());
    await waitFor(() => expect(lastToast()?.title).toBe(MESSAGES.zip.saved));
    const writes = api.state.calls.filter((c) => c.method === 'PUT');
    expect(writes.map((c) => c.path)).toEqual([
      API_PATHS.adminServiceArea(),
      API_PATHS.adminServiceAreaEntry('78201'),
    ]);
    expect(writes[1]!.body).toEqual({
      zipCode: '78201',
      neighborhood: 'Woodlawn Lake',
      region: 'San Antonio',
    });
    await waitFor(() => expect(saveAllButton()).toBeDisabled());
    expect(screen.getByText(MESSAGES.zip.listCount(SMALL.length))).toBeInTheDocument();
    expect(hasUnsavedChanges()).toBe(false);
  });

  it('a failed entry update during Save All Changes shows the update message and keeps the changes', async () => {
    const { user } = await renderLoaded();
    api.state.fail.add('update');
    await user.click(button('Edit 78201'));
    const dialog = await findDialog('Edit ZIP Code');
    await user.click(within(dialog).getByText('Nearby').closest('label')!);
    await user.click(within(dialog).getByRole('button', { name: MESSAGES.zip.editApply, hidden: true }));
    await user.click(saveAllButton());
    await waitFor(() =>
      expect(lastToast()).toMatchObject({ title: MESSAGES.zip.updateFailed, variant: 'destructive' }),
    );
    expect(saveAllButton()).toBeEnabled();
    expect(hasUnsavedChanges()).toBe(true);
  });

  it('counts added, removed and edited entries, and Discard Changes goes back to the saved list', async () => {
    const { user } = await renderLoaded();
    await user.type(zipInput(), '78999');
    await waitFor(() => expect(addButton()).toBeEnabled());
    await user.click(addButton());
    await screen.findByText('78999');
    await user.click(button('Delete 78202'));
    expect(
      screen.getByText(MESSAGES.zip.unsavedSummary({ added: 1, removed: 1, edited: 0 })),
    ).toBeInTheDocument();
    expect(rows().find((r) => r.textContent?.includes('78999'))).toHaveTextContent(MESSAGES.zip.newTag);

    await user.click(button(MESSAGES.zip.discardChanges));
    expect(screen.queryByText('78999')).not.toBeInTheDocument();
    expect(screen.getByText('78202')).toBeInTheDocument();
    expect(saveAllButton()).toBeDisabled();
    expect(hasUnsavedChanges()).toBe(false);
  });

  it('an add undone by a delete leaves nothing unsaved', async () => {
    const { user } = await renderLoaded();
    await user.type(zipInput(), '78999');
    await waitFor(() => expect(addButton()).toBeEnabled());
    await user.click(addButton());
    await waitFor(() => expect(hasUnsavedChanges()).toBe(true));
    await user.click(button('Delete 78999'));
    expect(saveAllButton()).toBeDisabled();
    expect(hasUnsavedChanges()).toBe(false);
  });

  it('the ZIP box keeps digits only', async () => {
    const { user } = await renderLoaded();
    await user.type(zipInput(), 'a7b8-2c0d9');
    expect(zipInput()).toHaveValue('78209');
    expect(zipInput()).toHaveAttribute('inputMode', 'numeric');
  });

  it('with unsaved changes, Populate asks first and Cancel keeps them', async () => {
    const { user } = await renderLoaded();
    await user.click(button('Delete 78201'));
    await user.click(button(MESSAGES.zip.populate));
    expect(await screen.findByText(MESSAGES.zip.populateDiscards)).toBeInTheDocument();
    expect(api.state.calls.some((c) => c.path === API_PATHS.adminPopulateServiceArea())).toBe(false);
    await user.click(screen.getByText('Cancel').closest('button')!);
    expect(api.state.calls.some((c) => c.path === API_PATHS.adminPopulateServiceArea())).toBe(false);
    expect(saveAllButton()).toBeEnabled();
  });

  it('exports service_area_{date}.csv with every entry', async () => {
    const { user } = await renderLoaded();
    await user.click(button(MESSAGES.zip.exportCsv));
    expect(mockedDownload).toHaveBeenCalledTimes(1);
    const [fileName, csv] = mockedDownload.mock.calls[0]!;
    expect(fileName).toMatch(/^service_area_\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe('zip_code,neighborhood,region');
    expect(lines).toHaveLength(SMALL.length + 1);
    expect(lines[1]).toBe(`${SMALL[0]!.zip_code},${SMALL[0]!.neighborhood},${SMALL[0]!.region}`);
  });

  it('an export failure shows its message', async () => {
    const { user } = await renderLoaded();
    mockedDownload.mockImplementationOnce(() => {
      throw new Error('blocked');
    });
    await user.click(button(MESSAGES.zip.exportCsv));
    expect(lastToast()).toMatchObject({ title: MESSAGES.zip.exportFailed, variant: 'destructive' });
  });

  it('Populate calls the populate script and shows the refreshed list; failure shows its message', async () => {
    api = createFakeServiceAreaApi(SERVICE_AREA_ZIPS.slice(0, 3));
    mockedApiRequest.mockImplementation(api.apiRequest as typeof apiRequest);
    const user = userEvent.setup({ delay: null });
    renderWithQueryClient(<ServiceAreaPage />);
    expect(
      await screen.findByText(MESSAGES.zip.pageOf(1, 1), undefined, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await user.click(button(MESSAGES.zip.populate));
    expect(
      await screen.findByText(MESSAGES.zip.pageOf(1, 2), undefined, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(api.state.calls).toContainEqual({
      path: API_PATHS.adminPopulateServiceArea(),
      method: 'POST',
      body: undefined,
    });

    api.state.fail.add('populate');
    await user.click(button(MESSAGES.zip.populate));
    await waitFor(() =>
      expect(lastToast()).toMatchObject({ title: MESSAGES.zip.populateFailed, variant: 'destructive' }),
    );
  });

  it('offers the neighborhoods from the neighborhoods call in the filter', async () => {
    const { user } = await renderLoaded();
    await user.click(screen.getByLabelText('Filter by neighborhood'));
    await user.click(await screen.findByTitle(SMALL[1]!.neighborhood!));
    expect(rows()).toHaveLength(1);
    expect(api.state.calls).toContainEqual({
      path: API_PATHS.adminNeighborhoods(),
      method: 'GET',
      body: undefined,
    });
  });

  it('shows the cached list at once while the server list loads', async () => {
    localStorage.setItem(
      ZIP_CACHE_KEY,
      JSON.stringify([{ zip_code: '78111', neighborhood: 'Cached Town', region: 'Nearby' }]),
    );
    let release: () => void = () => {};
    mockedApiRequest.mockImplementation(async (path, options) => {
      if (path === API_PATHS.adminServiceArea()) await new Promise<void>((resolve) => (release = resolve));
      return api.apiRequest(path, options);
    });
    renderWithQueryClient(<ServiceAreaPage />);
    expect(await screen.findByText('Cached Town', undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(button('Edit 78111')).toBeDisabled();
    release();
    expect(await screen.findByText('78201')).toBeInTheDocument();
    expect(screen.queryByText('Cached Town')).not.toBeInTheDocument();
  });

  it('shows the static coverage figures', async () => {
    const { user } = await renderLoaded();
    await user.click(screen.getByText(MESSAGES.zip.statsTab));
    for (const { value } of MESSAGES.zip.coverageStats)
      expect(await screen.findByText(value)).toBeInTheDocument();
    // Labels read as labels: capitalised like the rest of the page.
    for (const label of ['ZIP Codes', 'Neighborhoods', 'Population'])
      expect(screen.getByText(label)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.zip.mapComingSoon)).toBeInTheDocument();
  });
});
