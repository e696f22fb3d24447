import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, type ReplyTemplate } from 'shared-contracts';
import { authStore, connectionStore, toastStore } from 'web-kit';
import { json, mockFetch, renderWithQueryClient, text } from 'web-kit/testing';
import { ReplyTemplatesModal } from './ReplyTemplatesModal';

const m = MESSAGES.inquiry;
const LIST = 'GET /api/admin/reply-templates';

const stored = (n: number, overrides: Partial<ReplyTemplate> = {}): ReplyTemplate => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  title: `Template ${n}`,
  text: `Hi {name}, template ${n}.`,
  updatedAt: '2026-03-14T15:30:00.000Z',
  updatedBy: null,
  ...overrides,
});

beforeEach(() => {
  connectionStore.setState({ status: 'online' });
  authStore.setState({ getIdToken: async () => 'staff-token' });
  toastStore.setState({ toasts: [] });
});

const toasts = () => toastStore.getState().toasts.map((toast) => `${toast.variant}: ${toast.title}`);

async function openManager(routes: Parameters<typeof mockFetch>[0]) {
  const api = mockFetch(routes);
  renderWithQueryClient(<ReplyTemplatesModal open onClose={() => undefined} />);
  const dialog = await screen.findByRole('dialog', { name: m.templatesTitle });
  const list = await within(dialog).findByRole('list', { name: m.templatesTitle });
  return { ...api, dialog, list, user: userEvent.setup() };
}

describe('ReplyTemplatesModal', () => {
  it('lists the templates with who changed them last (business time), nobody for an untouched starter', async () => {
    const { list } = await openManager({
      [LIST]: () => json([stored(1), stored(2, { updatedBy: 'ana@alamomasonry.com' })]),
    });
    const [first, second] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(first).toHaveTextContent('Template 1');
    expect(first).not.toHaveTextContent('Last changed by');
    expect(second).toHaveTextContent(m.templateChangedBy('ana@alamomasonry.com', 'Mar 14, 2026, 10:30 AM'));
    expect(within(second).getByRole('button', { name: m.editTemplate('Template 2') })).toBeEnabled();
  });

  it("adds one: the rules' messages show on the fields first, nothing is sent until they pass, then the trimmed body", async () => {
    let templates = [stored(1)];
    const { dialog, calls, user } = await openManager({
      [LIST]: () => json(templates),
      'POST /api/admin/reply-templates': () => {
        templates = [...templates, stored(2, { title: 'Site visit', text: 'Hi {name}!' })];
        return json(templates[1], 201);
      },
    });
    await user.click(within(dialog).getByRole('button', { name: m.addTemplate }));
    const form = within(dialog).getByRole('form', { name: m.newTemplate });
    const title = within(form).getByLabelText(m.templateTitleLabel);
    expect(title).toHaveFocus();
    const body = within(form).getByLabelText(m.templateTextLabel);
    expect(body).toHaveAccessibleDescription(m.templateNameHint);

    await user.click(within(form).getByRole('button', { name: m.saveTemplate }));
    expect(await within(form).findByText(m.templateTitleRequired)).toBeVisible();
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription(m.templateTitleRequired);
    expect(body).toHaveAccessibleDescription(`${m.templateTextRequired} ${m.templateNameHint}`);
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.type(title, '  Site visit ');
    expect(title).toHaveAttribute('aria-invalid', 'false');
    await user.type(body, 'Hi {{name}!  ');
    await user.click(within(form).getByRole('button', { name: m.saveTemplate }));

    await waitFor(() => expect(within(dialog).queryByRole('form')).not.toBeInTheDocument());
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      title: 'Site visit',
      text: 'Hi {name}!',
    });
    expect(await within(dialog).findByText('Site visit')).toBeInTheDocument();
    expect(toasts()).toEqual([`default: ${m.templateSaved}`]);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: m.addTemplate })).toHaveFocus());
  });

  it("keeps the typed text when a save fails, and toasts the API's reason", async () => {
    const template = stored(1);
    const { dialog, calls, user } = await openManager({
      [LIST]: () => json([template]),
      [`PUT /api/admin/reply-templates/${template.id}`]: () =>
        text(JSON.stringify({ statusCode: 404, message: m.templateNotFound, error: 'Not Found' }), 404),
    });
    const edit = within(dialog).getByRole('button', { name: m.editTemplate(template.title) });
    await user.click(edit);
    const form = within(dialog).getByRole('form', { name: m.editTemplate(template.title) });
    const body = within(form).getByLabelText(m.templateTextLabel);
    expect(body).toHaveValue(template.text);
    await user.clear(body);
    await user.type(body, 'Changed');
    await user.click(within(form).getByRole('button', { name: m.saveTemplate }));

    await waitFor(() => expect(toasts()).toEqual([`destructive: ${m.templateNotFound}`]));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      title: template.title,
      text: 'Changed',
    });
    expect(body).toHaveValue('Changed');

    await user.click(within(form).getByRole('button', { name: m.cancelTemplate }));
    expect(within(dialog).queryByRole('form')).not.toBeInTheDocument();
    await waitFor(() => expect(edit).toHaveFocus());
  });

  it('deletes only after the confirmation, then the list is read again', async () => {
    let templates = [stored(1), stored(2)];
    const { dialog, calls, user } = await openManager({
      [LIST]: () => json(templates),
      [`DELETE /api/admin/reply-templates/${stored(1).id}`]: () => {
        templates = [stored(2)];
        return text('', 204);
      },
    });
    await user.click(within(dialog).getByRole('button', { name: m.deleteTemplate('Template 1') }));
    // By its title's text: in jest every antd dialog is labelled by the same id (rc-util's test-env useId).
    const question = await screen.findByText(m.deleteTemplateConfirm('Template 1'));
    const confirm = question.closest<HTMLElement>('[role="dialog"]')!;
    expect(confirm).not.toBe(dialog);
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: m.deleteTemplateButton }));

    await waitFor(() => expect(within(dialog).queryByText('Template 1')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
    expect(toasts()).toEqual([`default: ${m.templateDeleted}`]);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: m.addTemplate })).toHaveFocus());
  });

  it('offers no Add once the cap is reached, and says why', async () => {
    const { dialog } = await openManager({
      [LIST]: () => json(Array.from({ length: 50 }, (_, i) => stored(i + 1))),
    });
    expect(within(dialog).getByRole('button', { name: m.addTemplate })).toBeDisabled();
    expect(within(dialog).getByText(m.templateLimitReached)).toBeInTheDocument();
  });
});
