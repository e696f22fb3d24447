import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ERROR_CODES, MESSAGES, type GalleryItem } from 'shared-contracts';
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
  version: 3,
};

beforeEach(() => {
  connectionStore.setState({ status: 'online' });
  toastStore.setState({ toasts: [] });
});

describe('edit a gallery item', () => {
  it('Edit opens a dialog with the fields; Save sends them with the version, toasts and returns focus', async () => {
    let shown = [ITEM];
    const api = mockApi({
      'GET /api/gallery': () => ({ body: shown }),
      'PUT /api/admin/gallery/item/a1': ({ body }) => {
        shown = [{ ...ITEM, ...(body as object), version: 4 }];
        return { body: { message: m.updated, item: shown[0] } };
      },
    });
    renderWithQueryClient(<GalleryItemsGrid />);
    const user = userEvent.setup();
    const edit = await screen.findByRole('button', { name: m.editLabel('Brick Mailbox') });
    await user.click(edit);
    const dialog = await screen.findByRole('dialog', { name: m.editHeading });
    const title = within(dialog).getByLabelText('Title');
    expect(title).toHaveValue('Brick Mailbox');
    await user.clear(title);
    await user.type(title, 'Stone Mailbox');
    await user.click(within(dialog).getByRole('button', { name: m.save }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/admin/gallery/item/a1')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/admin/gallery/item/a1')[0]!.body).toEqual({
      title: 'Stone Mailbox',
      description: 'Red brick mailbox',
      location: 'Helotes',
      category: 'mailboxes',
      version: 3,
    });
    expect(await screen.findByText('Stone Mailbox')).toBeInTheDocument();
    expect(toastStore.getState().toasts[0]).toMatchObject({ title: m.updated });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(screen.getByRole('button', { name: m.editLabel('Stone Mailbox') })).toHaveFocus(),
    );
  });

  it('shows the stored Spanish text (issue 30) and sends it with the edit', async () => {
    const api = mockApi({
      'GET /api/gallery': () => ({ body: [ITEM] }),
      'GET /api/admin/gallery/item/a1': () => ({
        body: { ...ITEM, titleEs: 'Buzón de ladrillo', descriptionEs: '' },
      }),
      'PUT /api/admin/gallery/item/a1': ({ body }) => ({
        body: { message: m.updated, item: { ...ITEM, ...(body as object), version: 4 } },
      }),
    });
    renderWithQueryClient(<GalleryItemsGrid />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: m.editLabel('Brick Mailbox') }));
    const dialog = await screen.findByRole('dialog', { name: m.editHeading });
    expect(await within(dialog).findByLabelText(m.titleEsLabel)).toHaveValue('Buzón de ladrillo');
    const description = within(dialog).getByLabelText(m.descriptionEsLabel);
    expect(description).toHaveValue('');
    await user.type(description, 'Buzón de ladrillo rojo');
    await user.click(within(dialog).getByRole('button', { name: m.save }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/admin/gallery/item/a1')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/admin/gallery/item/a1')[0]!.body).toEqual({
      title: 'Brick Mailbox',
      description: 'Red brick mailbox',
      location: 'Helotes',
      category: 'mailboxes',
      titleEs: 'Buzón de ladrillo',
      descriptionEs: 'Buzón de ladrillo rojo',
      version: 3,
    });
  });

  it('without the stored Spanish text (its read failed) the edit leaves it out, so the API keeps it', async () => {
    const api = mockApi({
      'GET /api/gallery': () => ({ body: [ITEM] }),
      'GET /api/admin/gallery/item/a1': () => ({ status: 500, body: { statusCode: 500, message: 'x' } }),
      'PUT /api/admin/gallery/item/a1': ({ body }) => ({
        body: { message: m.updated, item: { ...ITEM, ...(body as object), version: 4 } },
      }),
    });
    renderWithQueryClient(<GalleryItemsGrid />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: m.editLabel('Brick Mailbox') }));
    const dialog = await screen.findByRole('dialog', { name: m.editHeading });
    await waitFor(() => expect(api.callsTo('GET', '/api/admin/gallery/item/a1')).toHaveLength(1));
    expect(within(dialog).queryByLabelText(m.titleEsLabel)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: m.save }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/admin/gallery/item/a1')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/admin/gallery/item/a1')[0]!.body).not.toHaveProperty('titleEs');
  });

  it('shows the spec messages and sends nothing while a field is invalid', async () => {
    const api = mockApi({ 'GET /api/gallery': () => ({ body: [ITEM] }) });
    renderWithQueryClient(<GalleryItemsGrid />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: m.editLabel('Brick Mailbox') }));
    const dialog = await screen.findByRole('dialog', { name: m.editHeading });
    await user.clear(within(dialog).getByLabelText('Title'));
    await user.type(within(dialog).getByLabelText('Title'), 'B');
    await user.clear(within(dialog).getByLabelText('Description'));
    await user.click(within(dialog).getByRole('button', { name: m.save }));
    expect(await within(dialog).findByText(m.titleMin)).toBeInTheDocument();
    expect(within(dialog).getByText(m.descriptionMin)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('PUT', '/api/admin/gallery/item/a1')).toHaveLength(0);
  });

  it('a stale version shows the API message and keeps the dialog open', async () => {
    mockApi({
      'GET /api/gallery': () => ({ body: [ITEM] }),
      'PUT /api/admin/gallery/item/a1': () => ({
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
    await user.click(await screen.findByRole('button', { name: m.editLabel('Brick Mailbox') }));
    const dialog = await screen.findByRole('dialog', { name: m.editHeading });
    await user.click(within(dialog).getByRole('button', { name: m.save }));
    await waitFor(() =>
      expect(toastStore.getState().toasts[0]).toMatchObject({
        title: m.updateFailed,
        description: m.staleVersion,
        variant: 'destructive',
      }),
    );
    expect(screen.getByRole('dialog', { name: m.editHeading })).toBeInTheDocument();
  });
});
