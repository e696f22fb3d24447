import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, type ReplyTemplate } from 'shared-contracts';
import { authStore, connectionStore } from 'web-kit';
import { json, mockFetch, renderWithQueryClient } from 'web-kit/testing';
import { makeInquiry } from '../testing/fixtures';
import { ReplyForm } from './ReplyForm';

const m = MESSAGES.inquiry;

const template: ReplyTemplate = {
  id: '00000000-0000-4000-8000-000000000007',
  title: 'Photos please',
  text: 'Hi {name},\n\nCould you send photos, {name}?',
  updatedAt: '2026-03-14T15:30:00.000Z',
  updatedBy: 'ana@alamomasonry.com',
};

beforeEach(() => {
  connectionStore.setState({ status: 'online' });
  authStore.setState({ getIdToken: async () => 'staff-token' });
});

describe('ReplyForm', () => {
  it("offers the templates staff keep and fills the visitor's first name into the one picked", async () => {
    mockFetch({ 'GET /api/admin/reply-templates': () => json([template]) });
    renderWithQueryClient(<ReplyForm inquiry={makeInquiry({ name: '  Rosa Maria Garza ' })} />);
    const user = userEvent.setup();

    await user.click(screen.getByLabelText(m.replyTemplate));
    await user.click(await screen.findByTitle(template.title));
    const box = screen.getByRole('textbox', { name: /^Reply to / });
    expect(box).toHaveValue('Hi Rosa,\n\nCould you send photos, Rosa?');
  });

  it('opens the template manager from the button beside the list', async () => {
    mockFetch({ 'GET /api/admin/reply-templates': () => json([template]) });
    renderWithQueryClient(<ReplyForm inquiry={makeInquiry()} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: m.manageTemplates }));
    const dialog = await screen.findByRole('dialog', { name: m.templatesTitle });
    expect(await within(dialog).findByText(template.title)).toBeInTheDocument();
  });
});
