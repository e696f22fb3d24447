import { act, screen, waitFor, within } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { MESSAGES, type GalleryItem } from 'shared-contracts';
import { connectionStore, toastStore } from 'web-kit';
import { renderWithQueryClient } from 'web-kit/testing';
import { mockApi } from '../../../testing/mock-api';
import { GalleryItemsGrid } from './GalleryItemsGrid';

const m = MESSAGES.gallery;
const ITEM: GalleryItem = {
  id: 'a1',
  title: 'Brick Mailbox',
  description: 'Red brick mailbox',
  imageUrl: '/uploads/gallery/a1.png',
  location: 'Helotes',
  category: 'mailboxes',
};

beforeEach(() => {
  connectionStore.setState({ status: 'online' });
  toastStore.setState({ toasts: [] });
});

describe('manage gallery items', () => {
  it('lists the items with image, title, category and location', async () => {
    mockApi({ 'GET /api/gallery': () => ({ body: [ITEM] }) });
    renderWithQueryClient(<GalleryItemsGrid />);
    expect(screen.getByRole('heading', { name: m.manageHeading })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Brick Mailbox' })).toHaveAttribute('src', ITEM.imageUrl);
    expect(screen.getByText('Mailboxes')).toBeInTheDocument();
    expect(screen.getByText('Helotes')).toBeInTheDocument();
  });

  it("shows 'No gallery items found.' for an empty list and refetches on refresh", async () => {
    let items: GalleryItem[] = [];
    const api = mockApi({ 'GET /api/gallery': () => ({ body: items }) });
    renderWithQueryClient(<GalleryItemsGrid />);
    expect(await screen.findByText(m.empty)).toBeInTheDocument();
    items = [ITEM];
    await userEvent.setup().click(screen.getByRole('button', { name: 'Refresh gallery items' }));
    expect(await screen.findByText('Brick Mailbox')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/gallery')).toHaveLength(2);
  });

  it('shows the list failure text and toast', async () => {
    mockApi({ 'GET /api/gallery': () => ({ status: 500, body: '' }) });
    renderWithQueryClient(<GalleryItemsGrid />);
    expect(await screen.findByText(m.listFailed)).toBeInTheDocument();
    expect(toastStore.getState().toasts[0]).toMatchObject({
      title: m.listFailedToast,
      variant: 'destructive',
    });
    expect(screen.queryByText(m.empty)).not.toBeInTheDocument();
  });

  it('opened offline, shows the list failure text instead of skeletons, and loads once back online', async () => {
    connectionStore.setState({ status: 'offline' });
    act(() => onlineManager.setOnline(false));
    let reachable = false;
    mockApi({
      'GET /api/gallery': () => {
        if (!reachable) throw new TypeError('Failed to fetch');
        return { body: [ITEM] };
      },
    });
    try {
      renderWithQueryClient(<GalleryItemsGrid />);
      expect(await screen.findByText(m.listFailed)).toBeInTheDocument();
      expect(toastStore.getState().toasts[0]).toMatchObject({
        title: m.listFailedToast,
        variant: 'destructive',
      });

      reachable = true;
      act(() => {
        connectionStore.setState({ status: 'online' });
        onlineManager.setOnline(true);
      });
      expect(await screen.findByText('Brick Mailbox')).toBeInTheDocument();
      expect(screen.queryByText(m.listFailed)).not.toBeInTheDocument();
    } finally {
      act(() => onlineManager.setOnline(true));
    }
  });

  it('asks for confirmation, Cancel keeps the item, Delete removes it', async () => {
    let items = [ITEM];
    const api = mockApi({
      'GET /api/gallery': () => ({ body: items }),
      'DELETE /api/admin/gallery/item/a1': () => {
        items = [];
        return { status: 204 };
      },
    });
    renderWithQueryClient(<GalleryItemsGrid />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Brick Mailbox' }));
    let dialog = await screen.findByRole('dialog', { name: m.deleteTitle });
    expect(within(dialog).getByText(m.deleteConfirm('Brick Mailbox'))).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('DELETE', '/api/admin/gallery/item/a1')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete Brick Mailbox' }));
    dialog = await screen.findByRole('dialog', { name: m.deleteTitle });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(m.empty)).toBeInTheDocument();
    expect(api.callsTo('DELETE', '/api/admin/gallery/item/a1')).toHaveLength(1);
    // The delete is confirmed, naming what went.
    expect(toastStore.getState().toasts[0]).toMatchObject({
      title: m.deleted,
      description: m.deletedDescription('Brick Mailbox'),
      variant: 'default',
    });
  });

  it('the delete toast offers Undo for about 10 s: it restores the item and the list shows it again', async () => {
    let items = [ITEM];
    const api = mockApi({
      'GET /api/gallery': () => ({ body: items }),
      'DELETE /api/admin/gallery/item/a1': () => {
        items = [];
        return { body: { message: m.deleted } };
      },
      'POST /api/admin/gallery/trash/a1/restore': () => {
        items = [ITEM];
        return { body: { message: m.restored, item: ITEM } };
      },
    });
    renderWithQueryClient(<GalleryItemsGrid />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Brick Mailbox' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(m.empty)).toBeInTheDocument();
    const deleted = toastStore.getState().toasts[0]!;
    expect(deleted).toMatchObject({ title: m.deleted, durationMs: 10_000, action: { label: m.undo } });

    await act(async () => deleted.action!.onAction());
    expect(await screen.findByText('Brick Mailbox')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/admin/gallery/trash/a1/restore')).toHaveLength(1);
    await waitFor(() =>
      expect(toastStore.getState().toasts[0]).toMatchObject({
        title: m.restored,
        description: m.restoredDescription('Brick Mailbox'),
      }),
    );
  });

  it('an Undo the API refuses (purged meanwhile) says so', async () => {
    mockApi({
      'GET /api/gallery': () => ({ body: [ITEM] }),
      'DELETE /api/admin/gallery/item/a1': () => ({ body: { message: m.deleted } }),
      'POST /api/admin/gallery/trash/a1/restore': () => ({
        status: 404,
        body: { statusCode: 404, message: m.notInTrash, error: 'Not Found' },
      }),
    });
    renderWithQueryClient(<GalleryItemsGrid />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Brick Mailbox' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toastStore.getState().toasts[0]?.action).toBeDefined());
    await act(async () => toastStore.getState().toasts[0]!.action!.onAction());
    await waitFor(() =>
      expect(toastStore.getState().toasts[0]).toMatchObject({
        title: m.undoFailed,
        description: m.notInTrash,
        variant: 'destructive',
      }),
    );
  });

  it("toasts 'Failed to delete gallery item' when the delete fails", async () => {
    mockApi({
      'GET /api/gallery': () => ({ body: [ITEM] }),
      'DELETE /api/admin/gallery/item/a1': () => ({
        status: 404,
        body: { statusCode: 404, message: m.notFound, error: 'Not Found' },
      }),
    });
    renderWithQueryClient(<GalleryItemsGrid />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Brick Mailbox' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(toastStore.getState().toasts[0]).toMatchObject({
        title: m.deleteFailed,
        description: m.notFound,
        variant: 'destructive',
      }),
    );
    expect(screen.getByText('Brick Mailbox')).toBeInTheDocument();
  });

  it('disables delete while offline', async () => {
    mockApi({ 'GET /api/gallery': () => ({ body: [ITEM] }) });
    renderWithQueryClient(<GalleryItemsGrid />);
    const button = await screen.findByRole('button', { name: 'Delete Brick Mailbox' });
    expect(button).toBeEnabled();
    act(() => connectionStore.setState({ status: 'offline' }));
    expect(button).toBeDisabled();
  });
});

describe('reorder gallery items (issue 29)', () => {
  const items = (['Alpha', 'Bravo', 'Charlie'] as const).map((title, i): GalleryItem => ({
    ...ITEM,
    id: `i${i}`,
    title,
  }));
  const titles = () =>
    within(screen.getByRole('list', { name: 'Gallery items' }))
      .getAllByRole('img', { name: /^(Alpha|Bravo|Charlie)$/ })
      .map((img) => img.getAttribute('alt'));

  it('Move down / Move up save the whole order, announce it, toast, and keep the focus on the moved item', async () => {
    let shown = items;
    const api = mockApi({
      'GET /api/gallery': () => ({ body: shown }),
      'PUT /api/admin/gallery/order': ({ body }) => {
        const ids = (body as { ids: string[] }).ids;
        shown = ids.map((id) => items.find((item) => item.id === id)!);
        return { body: { message: m.orderSaved } };
      },
    });
    renderWithQueryClient(<GalleryItemsGrid />);
    const user = userEvent.setup();
    expect(await screen.findByRole('button', { name: m.moveUpLabel('Alpha') })).toBeDisabled();
    expect(screen.getByRole('button', { name: m.moveDownLabel('Charlie') })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: m.moveDownLabel('Alpha') }));
    expect(titles()).toEqual(['Bravo', 'Alpha', 'Charlie']);
    expect(screen.getByRole('status')).toHaveTextContent(m.moved('Alpha', 2, 3));
    expect(screen.getByRole('button', { name: m.moveDownLabel('Alpha') })).toHaveFocus();
    await waitFor(() => expect(api.callsTo('PUT', '/api/admin/gallery/order')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/admin/gallery/order')[0]!.body).toEqual({ ids: ['i1', 'i0', 'i2'] });
    await waitFor(() => expect(toastStore.getState().toasts[0]).toMatchObject({ title: m.orderSaved }));

    await user.keyboard('{Enter}'); // the focused Move down again: Alpha goes last, the focus moves to Move up
    expect(titles()).toEqual(['Bravo', 'Charlie', 'Alpha']);
    expect(screen.getByRole('button', { name: m.moveUpLabel('Alpha') })).toHaveFocus();
    await waitFor(() => expect(api.callsTo('PUT', '/api/admin/gallery/order')).toHaveLength(2));
    expect(api.callsTo('PUT', '/api/admin/gallery/order')[1]!.body).toEqual({ ids: ['i1', 'i2', 'i0'] });
  });

  it('the focused drag handle moves its item with the arrow keys', async () => {
    let shown = items;
    const api = mockApi({
      'GET /api/gallery': () => ({ body: shown }),
      'PUT /api/admin/gallery/order': ({ body }) => {
        shown = (body as { ids: string[] }).ids.map((id) => items.find((item) => item.id === id)!);
        return { body: { message: m.orderSaved } };
      },
    });
    renderWithQueryClient(<GalleryItemsGrid />);
    const user = userEvent.setup();
    const handle = await screen.findByRole('button', { name: m.dragHandleLabel('Charlie') });
    act(() => handle.focus());
    expect(handle).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(titles()).toEqual(['Alpha', 'Charlie', 'Bravo']);
    expect(screen.getByRole('button', { name: m.dragHandleLabel('Charlie') })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent(m.moved('Charlie', 2, 3));
    await waitFor(() => expect(api.callsTo('PUT', '/api/admin/gallery/order')).toHaveLength(1));
  });

  it('a refused order toasts the failure and reloads the stored order', async () => {
    const api = mockApi({
      'GET /api/gallery': () => ({ body: items }),
      'PUT /api/admin/gallery/order': () => ({
        status: 400,
        body: { statusCode: 400, message: m.orderInvalid, error: 'Bad Request' },
      }),
    });
    renderWithQueryClient(<GalleryItemsGrid />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: m.moveUpLabel('Bravo') }));
    await waitFor(() =>
      expect(toastStore.getState().toasts[0]).toMatchObject({
        title: m.orderFailed,
        description: m.orderInvalid,
      }),
    );
    await waitFor(() => expect(titles()).toEqual(['Alpha', 'Bravo', 'Charlie']));
    expect(api.callsTo('GET', '/api/gallery').length).toBeGreaterThan(1);
  });
});
