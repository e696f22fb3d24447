import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ERROR_CODES, MESSAGES, type GalleryItem, type GalleryItemVersion } from 'shared-contracts';
import { connectionStore, toastStore } from 'web-kit';
import { renderWithQueryClient } from 'web-kit/testing';
import { mockApi } from '../../../testing/mock-api';
import { GalleryItemsGrid } from './GalleryItemsGrid';

const c = MESSAGES.content;
const m = MESSAGES.gallery;
const ITEM: GalleryItem = {
  id: 'a1',
  title: 'Stone Mailbox',
  description: 'Limestone mailbox',
  imageUrl: '/uploads/gallery/a1.png',
  location: 'Helotes',
  category: 'mailboxes',
  version: 2,
};
const VERSIONS: GalleryItemVersion[] = [
  {
    version: 2,
    title: 'Stone Mailbox',
    description: 'Limestone mailbox',
    titleEs: 'Buzón de piedra',
    descriptionEs: '',
    location: 'Helotes',
    category: 'mailboxes',
    staffEmail: 'ana@alamomasonry.com',
    at: '2026-11-20T16:30:00.000Z',
    restoredFrom: null,
  },
  {
    version: 1,
    title: 'Brick Mailbox',
    description: 'Red brick mailbox',
    titleEs: '',
    descriptionEs: '',
    location: 'Boerne',
    category: 'mailboxes',
    staffEmail: null,
    at: '2026-11-01T15:00:00.000Z',
    restoredFrom: null,
  },
];

beforeEach(() => {
  connectionStore.setState({ status: 'online' });
  toastStore.setState({ toasts: [] });
});

describe('history of a gallery item', () => {
  it('History lists the versions newest first (current marked); Restore sends the item version and toasts', async () => {
    const api = mockApi({
      'GET /api/gallery': () => ({ body: [ITEM] }),
      'GET /api/admin/gallery/item/a1/versions': () => ({ body: VERSIONS }),
      'POST /api/admin/gallery/item/a1/versions/1/restore': () => ({
        body: { message: m.versionRestored(1), item: { ...ITEM, title: 'Brick Mailbox', version: 3 } },
      }),
    });
    renderWithQueryClient(<GalleryItemsGrid />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: m.historyLabel('Stone Mailbox') }));
    const dialog = await screen.findByRole('dialog');
    const entries = within(await within(dialog).findByRole('list', { name: c.historyTitle })).getAllByRole(
      'listitem',
    );
    expect(entries[0]).toHaveTextContent(c.versionLabel(2));
    expect(entries[0]).toHaveTextContent(c.currentVersion);
    expect(entries[0]).toHaveTextContent('ana@alamomasonry.com');
    expect(entries[0]).toHaveTextContent(`${m.spanishInHistory}: Buzón de piedra`);
    expect(entries[1]).not.toHaveTextContent(m.spanishInHistory);
    expect(within(entries[0]!).queryByRole('button', { name: m.restoreVersionLabel(2) })).toBeNull();
    expect(entries[1]).toHaveTextContent('Brick Mailbox');
    expect(entries[1]).toHaveTextContent(c.authorUnknown);
    await user.click(within(entries[1]!).getByRole('button', { name: m.restoreVersionLabel(1) }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/admin/gallery/item/a1/versions/1/restore')[0]?.body).toEqual({
        version: 2,
      }),
    );
    await waitFor(() =>
      expect(toastStore.getState().toasts[0]).toMatchObject({ title: m.versionRestored(1) }),
    );
  });

  it('a stale restore shows the API message', async () => {
    mockApi({
      'GET /api/gallery': () => ({ body: [ITEM] }),
      'GET /api/admin/gallery/item/a1/versions': () => ({ body: VERSIONS }),
      'POST /api/admin/gallery/item/a1/versions/1/restore': () => ({
        status: 409,
        body: {
          statusCode: 409,
          message: m.staleVersion,
          error: 'Conflict',
          code: ERROR_CODES.STALE_VERSION,
        },
      }),
    });
    renderWithQueryClient(<GalleryItemsGrid />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: m.historyLabel('Stone Mailbox') }));
    await user.click(await screen.findByRole('button', { name: m.restoreVersionLabel(1) }));
    await waitFor(() =>
      expect(toastStore.getState().toasts[0]).toMatchObject({
        title: m.updateFailed,
        description: m.staleVersion,
      }),
    );
  });
});
