import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BUILT_IN_HERO_IMAGE_PATH, MESSAGES } from 'shared-contracts';
import { ApiRequestError, authStore, connectionStore, toastStore } from 'web-kit';
import { renderWithQueryClient } from 'web-kit/testing';
import { uploadWithProgress } from '../../../lib/upload-with-progress';
import { mockApi } from '../../../testing/mock-api';
import { HomeContentForm } from './HomeContentForm';

jest.mock('../../../lib/upload-with-progress');
const upload = jest.mocked(uploadWithProgress);

const UPLOADED = '/uploads/hero-0b0c8f5e-1d2a-4c3b-9e8f-123456789abc-1920.webp';
const HOME = { title: 'Stone Home', subtitle: 'Built right', description: 'Walls and patios', version: 3 };
const photo = () => new File([new Uint8Array(2048)], 'hero.jpg', { type: 'image/jpeg' });

beforeEach(() => {
  upload.mockReset();
  connectionStore.setState({ status: 'online' });
  authStore.setState({ getIdToken: async () => 'staff-token' });
  toastStore.setState({ toasts: [] });
});

describe('hero photo field (issue 29)', () => {
  it('uploads a chosen photo with progress, previews it and saves it with Save Changes', async () => {
    const api = mockApi({
      'GET /api/admin/content/home': () => ({ body: HOME }),
      'POST /api/content/home': ({ body }) => ({ body: { ...(body as object), version: 4 } }),
    });
    let progress: (percent: number) => void = () => {};
    let finish: () => void = () => {};
    upload.mockImplementation(
      (_path, _body, options) =>
        new Promise((resolve) => {
          progress = options?.onProgress ?? (() => {});
          finish = () => resolve({ heroImagePath: UPLOADED, variants: [] } as never);
        }),
    );
    renderWithQueryClient(<HomeContentForm />);
    const user = userEvent.setup();
    const preview = await screen.findByTestId('hero-photo-preview');
    expect(preview).toHaveAttribute('src', BUILT_IN_HERO_IMAGE_PATH);
    expect(screen.getByRole('button', { name: 'Use the built-in photo' })).toBeDisabled();

    await user.upload(screen.getByLabelText('Choose a new hero photo'), photo());
    expect(upload).toHaveBeenCalledWith(
      '/api/admin/content/home/hero-photo',
      expect.any(FormData),
      expect.anything(),
    );
    progress(40);
    expect(
      await screen.findByRole('progressbar', { name: 'Hero photo upload progress' }),
    ).toBeInTheDocument();
    finish();
    await waitFor(() =>
      expect(screen.getByTestId('hero-photo-preview')).toHaveAttribute(
        'src',
        UPLOADED.replace('-1920', '-768'),
      ),
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: MESSAGES.content.saveChanges }));
    await screen.findByText(MESSAGES.content.saveSuccess);
    expect(api.callsTo('POST', '/api/content/home')[0]?.body).toMatchObject({ heroImagePath: UPLOADED });
  });

  it('goes back to the built-in photo, and shows the reason of a refused file', async () => {
    mockApi({
      'GET /api/admin/content/home': () => ({
        body: { ...HOME, heroImagePath: UPLOADED, contactImagePath: '/images/contact-photo.jpg' },
      }),
    });
    upload.mockRejectedValue(
      new ApiRequestError(
        400,
        '',
        { statusCode: 400, message: MESSAGES.gallery.unsupportedImage, error: 'Bad Request' },
        'Bad Request',
      ),
    );
    renderWithQueryClient(<HomeContentForm />);
    const user = userEvent.setup();
    await waitFor(() =>
      expect(screen.getByTestId('hero-photo-preview')).toHaveAttribute(
        'src',
        UPLOADED.replace('-1920', '-768'),
      ),
    );
    await user.upload(screen.getByLabelText('Choose a new hero photo'), photo());
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.gallery.unsupportedImage);
    await user.click(screen.getByRole('button', { name: 'Use the built-in photo' }));
    expect(screen.getByTestId('hero-photo-preview')).toHaveAttribute('src', BUILT_IN_HERO_IMAGE_PATH);
  });
});
