import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatBusinessDateTime, MESSAGES, type GalleryItem, type GalleryTrashItem } from 'shared-contracts';
import { connectionStore, toastStore } from 'web-kit';
import { renderWithQueryClient } from 'web-kit/testing';
import { mockApi } from '../../../testing/mock-api';
import { GalleryItemsGrid } from './GalleryItemsGrid';

const m = MESSAGES.gallery;
const SHOWN: GalleryItem = {
  id: 's1',
  title: 'Stone Wall',
  description: 'Dry-laid wall',
  imageUrl: '/uploads/s1.webp',
  location: 'Boerne',
  category: 'stone',
};
const DELETED: GalleryTrashItem = {
  id: 'd1',
  title: 'Brick Mailbox',
  description: 'Red brick mailbox',
  imageUrl: '/uploads/d1.webp',
  location: 'Helotes',
  category: 'mailboxes',
  createdAt: '2026-11-01T15:00:00.000Z',
  deletedAt: '2026-11-20T16:30:00.000Z',
  deletedBy: 'ana@alamomasonry.com',
  purgeAt: '2026-12-20T16:30:00.000Z',
};

beforeEach(() => {
  connectionStore.setState({ status: 'online' });
  toastStore.setState({ toasts: [] });
});

describe('gallery trash', () => {
  it('Trash opens a dialog of the deleted items: thumbnail, title, who, when, purge date; Restore brings one back', async () => {
    let shown = [SHOWN];
    let trash = [DELETED];
    const api = mockApi({
      'GET /api/gallery': () => ({ body: shown }),
      'GET /api/admin/gallery/trash': () => ({ body: trash }),
      'POST /api/admin/gallery/trash/d1/restore': () => {
        const { deletedAt: _a, deletedBy: _b, purgeAt: _c, ...item } = DELETED;
        shown = [item, SHOWN];
        trash = [];
        return { body: { message: m.restored, item } };
      },
    });
    renderWithQueryClient(<GalleryItemsGrid />);
    const user = userEvent.setup();
    await screen.findByText('Stone Wall');
    expect(api.callsTo('GET', '/api/admin/gallery/trash')).toHaveLength(0); // nothing loaded before it is opened

    await user.click(screen.getByRole('button', { name: m.trashButton }));
    const dialog = await screen.findByRole('dialog', { name: m.trashHeading });
    const list = await within(dialog).findByRole('list', { name: m.trashHeading });
    const [entry] = within(list).getAllByRole('listitem');
    expect(entry).toHaveTextContent('Brick Mailbox');
    expect(entry).toHaveTextContent(`${m.trashDeletedBy} ana@alamomasonry.com`);
    expect(entry).toHaveTextContent(`${m.trashDeletedOn} ${formatBusinessDateTime(DELETED.deletedAt)}`);
    expect(entry).toHaveTextContent(`${m.trashPurgeOn} ${formatBusinessDateTime(DELETED.purgeAt)}`);
    expect(entry!.querySelector('img')).toHaveAttribute('src', DELETED.imageUrl);

    await user.click(within(entry!).getByRole('button', { name: m.restoreLabel('Brick Mailbox') }));
    expect(await within(dialog).findByText(m.trashEmpty)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/admin/gallery/trash/d1/restore')).toHaveLength(1);
    // The gallery list behind the dialog is refreshed.
    expect(await screen.findByRole('img', { name: 'Brick Mailbox' })).toBeInTheDocument();
    expect(toastStore.getState().toasts[0]).toMatchObject({
      title: m.restored,
      description: m.restoredDescription('Brick Mailbox'),
    });
  });

  it('says when the trash is empty, and when it cannot be loaded', async () => {
    let fail = false;
    mockApi({
      'GET /api/gallery': () => ({ body: [SHOWN] }),
      'GET /api/admin/gallery/trash': () => (fail ? { status: 500, body: '' } : { body: [] }),
    });
    renderWithQueryClient(<GalleryItemsGrid />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: m.trashButton }));
    const dialog = await screen.findByRole('dialog', { name: m.trashHeading });
    expect(await within(dialog).findByText(m.trashEmpty)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    fail = true;
    await user.click(screen.getByRole('button', { name: m.trashButton }));
    expect(await screen.findByText(m.trashLoadFailed)).toBeInTheDocument();
  });

  it('a refused restore is reported and the item stays listed', async () => {
    mockApi({
      'GET /api/gallery': () => ({ body: [] }),
      'GET /api/admin/gallery/trash': () => ({ body: [DELETED] }),
      'POST /api/admin/gallery/trash/d1/restore': () => ({
        status: 404,
        body: { statusCode: 404, message: m.notInTrash, error: 'Not Found' },
      }),
    });
    renderWithQueryClient(<GalleryItemsGrid />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: m.trashButton }));
    await user.click(await screen.findByRole('button', { name: m.restoreLabel('Brick Mailbox') }));
    await waitFor(() =>
      expect(toastStore.getState().toasts[0]).toMatchObject({
        title: m.restoreFailed,
        description: m.notInTrash,
        variant: 'destructive',
      }),
    );
  });
});
