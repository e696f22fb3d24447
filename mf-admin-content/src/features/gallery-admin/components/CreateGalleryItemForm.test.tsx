import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_GALLERY_LOCATION, MESSAGES } from 'shared-contracts';
import { ApiRequestError, connectionStore, toastStore } from 'web-kit';
import { hasUnsavedChanges } from 'web-kit/leave-guard';
import { renderWithQueryClient } from 'web-kit/testing';
import { uploadWithProgress } from '../../../lib/upload-with-progress';
import { mockApi } from '../../../testing/mock-api';
import { CreateGalleryItemForm } from './CreateGalleryItemForm';

jest.mock('../../../lib/upload-with-progress');
const upload = jest.mocked(uploadWithProgress);
const m = MESSAGES.gallery;

// jsdom has no object URLs: the picker's preview gets a stand-in.
beforeAll(() => {
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});

beforeEach(() => {
  connectionStore.setState({ status: 'online' });
  toastStore.setState({ toasts: [] });
});

const png = () => new File([new Uint8Array(2048)], 'patio.png', { type: 'image/png' });

/** Pastes instead of typing key by key: one change event per field keeps these antd-heavy tests fast. */
async function fill(user: ReturnType<typeof userEvent.setup>, label: string, text: string) {
  const field = screen.getByLabelText(label);
  await user.clear(field);
  if (text) await user.paste(text);
}

async function fillForm(user: ReturnType<typeof userEvent.setup>, { withFile = true } = {}) {
  if (withFile) await user.upload(screen.getByLabelText('Image'), png());
  await fill(user, 'Title', 'New Patio');
  await fill(user, 'Description', 'Flagstone patio');
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Category' }));
  await user.click(await screen.findByTitle('Stone'));
}

describe('create gallery item', () => {
  it('takes a photo dropped on the drop zone and previews it with its name and size (issue 32)', async () => {
    mockApi({});
    renderWithQueryClient(<CreateGalleryItemForm />);
    const zone = screen.getByTestId('gallery-drop-zone');
    fireEvent.dragOver(zone, { dataTransfer: { files: [png()] } });
    expect(zone).toHaveAttribute('data-dragging', 'true');
    fireEvent.drop(zone, { dataTransfer: { files: [png()] } });
    expect(zone).not.toHaveAttribute('data-dragging');
    expect(screen.getByRole('img', { name: m.dropPreviewAlt })).toHaveAttribute('src', 'blob:preview');
    expect(screen.getByText('patio.png (2.0 KB)')).toBeInTheDocument();
    expect(hasUnsavedChanges()).toBe(true);
  });

  it('guards leaving once an image is chosen or a field is typed into', async () => {
    mockApi({});
    renderWithQueryClient(<CreateGalleryItemForm />);
    const user = userEvent.setup({ delay: null });
    expect(hasUnsavedChanges()).toBe(false);
    await user.upload(screen.getByLabelText('Image'), png());
    expect(hasUnsavedChanges()).toBe(true);
  });

  it('shows each field rule with the spec messages and uploads nothing', async () => {
    mockApi({});
    renderWithQueryClient(<CreateGalleryItemForm />);
    const user = userEvent.setup({ delay: null });
    expect(screen.getByLabelText('Location')).toHaveValue(DEFAULT_GALLERY_LOCATION);
    await fill(user, 'Title', 'A');
    await fill(user, 'Description', 'abc');
    await fill(user, 'Location', '');
    await user.click(screen.getByRole('button', { name: 'Create Item' }));
    expect(await screen.findByText(m.titleMin)).toBeInTheDocument();
    expect(screen.getByText(m.descriptionMin)).toBeInTheDocument();
    expect(screen.getByText(m.locationMin)).toBeInTheDocument();
    expect(screen.getByText(m.categoryRequired)).toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();
  });

  it("without a file: 'Please select a file' under 'Upload Error'", async () => {
    mockApi({});
    renderWithQueryClient(<CreateGalleryItemForm />);
    const user = userEvent.setup({ delay: null });
    await fillForm(user, { withFile: false });
    await user.click(screen.getByRole('button', { name: 'Create Item' }));
    await waitFor(() =>
      expect(toastStore.getState().toasts[0]).toMatchObject({
        title: m.uploadErrorTitle,
        description: m.selectFile,
      }),
    );
    expect(upload).not.toHaveBeenCalled();
  });

  it('shows the chosen file name and size in KB, accepting images only', async () => {
    mockApi({});
    renderWithQueryClient(<CreateGalleryItemForm />);
    expect(screen.getByLabelText('Image')).toHaveAttribute('accept', 'image/*');
    await userEvent.setup({ delay: null }).upload(screen.getByLabelText('Image'), png());
    expect(screen.getByText('patio.png (2.0 KB)')).toBeInTheDocument();
  });

  it('uploads first with progress, then creates the item, then resets the form and clears the file', async () => {
    let finishUpload: () => void = () => {};
    upload.mockImplementation(
      (_path, _body, options) =>
        new Promise((resolve) => {
          options?.onProgress?.(40);
          finishUpload = () => resolve({ imageUrl: '/uploads/gallery/new.png' });
        }),
    );
    const api = mockApi({
      'POST /api/admin/gallery/item': ({ body }) => ({
        status: 201,
        body: { message: 'Gallery item created', item: { id: 'n1', ...(body as object) } },
      }),
    });
    renderWithQueryClient(<CreateGalleryItemForm />);
    const user = userEvent.setup({ delay: null });
    await fillForm(user);
    await fill(user, 'Location', 'Boerne');
    await fill(user, m.titleEsLabel, 'Patio de laja');
    await user.click(screen.getByRole('button', { name: 'Create Item' }));

    expect(await screen.findByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    const [path, body, options] = upload.mock.calls[0]!;
    expect(path).toBe('/api/admin/gallery/upload');
    expect((body as FormData).get('image')).toMatchObject({ name: 'patio.png' });
    expect((body as FormData).get('category')).toBe('stone');
    expect(options?.auth).toBe(true);
    expect(api.callsTo('POST', '/api/admin/gallery/item')).toHaveLength(0);

    await act(async () => finishUpload());
    await waitFor(() =>
      expect(toastStore.getState().toasts[0]).toMatchObject({ title: 'Gallery item created' }),
    );
    expect(api.callsTo('POST', '/api/admin/gallery/item')[0]?.body).toEqual({
      title: 'New Patio',
      description: 'Flagstone patio',
      location: 'Boerne',
      category: 'stone',
      imageUrl: '/uploads/gallery/new.png',
      // The optional Spanish text (issue 30): the description left empty shows the English one on /es.
      titleEs: 'Patio de laja',
      descriptionEs: '',
    });
    expect(screen.getByLabelText('Title')).toHaveValue('');
    expect(screen.getByLabelText(m.titleEsLabel)).toHaveValue('');
    expect(screen.getByLabelText('Location')).toHaveValue(DEFAULT_GALLERY_LOCATION);
    expect(screen.queryByText(/patio\.png/)).not.toBeInTheDocument();
    expect((screen.getByLabelText('Image') as HTMLInputElement).files).toHaveLength(0);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it("an upload refused by the server shows the server's message under 'Upload Error' and creates nothing", async () => {
    const body = { statusCode: 400, message: m.unsupportedImage, error: 'Bad Request' };
    upload.mockRejectedValue(new ApiRequestError(400, JSON.stringify(body), body, 'Bad Request'));
    const api = mockApi({});
    renderWithQueryClient(<CreateGalleryItemForm />);
    const user = userEvent.setup({ delay: null });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Create Item' }));
    await waitFor(() =>
      expect(toastStore.getState().toasts[0]).toMatchObject({
        title: m.uploadErrorTitle,
        description: m.unsupportedImage,
        variant: 'destructive',
      }),
    );
    expect(api.calls).toHaveLength(0);
    expect(screen.getByLabelText('Title')).toHaveValue('New Patio');
  });

  it("a failed create toasts 'Save Failed' with the server message, else 'Failed to create gallery item'", async () => {
    upload.mockResolvedValue({ imageUrl: '/uploads/gallery/x.png' });
    let reply = {
      status: 400,
      body: { statusCode: 400, message: 'Title taken', error: 'Bad Request' } as unknown,
    };
    mockApi({ 'POST /api/admin/gallery/item': () => reply });
    renderWithQueryClient(<CreateGalleryItemForm />);
    const user = userEvent.setup({ delay: null });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Create Item' }));
    await waitFor(() =>
      expect(toastStore.getState().toasts[0]).toMatchObject({
        title: m.createFailedTitle,
        description: 'Title taken',
      }),
    );
    reply = { status: 502, body: '' };
    await user.click(screen.getByRole('button', { name: 'Create Item' }));
    await waitFor(() =>
      expect(toastStore.getState().toasts[0]).toMatchObject({
        title: m.createFailedTitle,
        description: m.createFailed,
      }),
    );
  });

  it('disables create while offline', () => {
    mockApi({});
    connectionStore.setState({ status: 'offline' });
    renderWithQueryClient(<CreateGalleryItemForm />);
    expect(screen.getByRole('button', { name: 'Create Item' })).toBeDisabled();
  });
});
