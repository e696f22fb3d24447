import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from 'shared-contracts';
import { QUERY_DEFAULTS } from 'web-kit';
import { AddNoteForm } from './AddNoteForm';

const m = MESSAGES.inquiry;

function renderForm() {
  const fetchMock = jest.fn();
  global.fetch = fetchMock as unknown as typeof fetch;
  const client = new QueryClient({ defaultOptions: { queries: QUERY_DEFAULTS } });
  render(
    <QueryClientProvider client={client}>
      <AddNoteForm inquiryId="00000000-0000-4000-8000-000000000042" />
    </QueryClientProvider>,
  );
  return fetchMock;
}

describe('AddNoteForm', () => {
  it('links a refused note’s message to the box (aria-invalid, aria-describedby) until the text changes', async () => {
    const user = userEvent.setup();
    const fetchMock = renderForm();
    const note = screen.getByRole('textbox', { name: m.noteLabel });
    expect(note).toHaveAttribute('aria-invalid', 'false');
    expect(note).not.toHaveAttribute('aria-describedby');

    await user.type(note, '   ');
    await user.click(screen.getByRole('button', { name: m.addNote }));
    expect(await screen.findByText(m.noteRequired)).toBeVisible();
    expect(note).toHaveAttribute('aria-invalid', 'true');
    expect(note).toHaveAccessibleDescription(m.noteRequired);
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(note, 'Called back');
    expect(note).toHaveAttribute('aria-invalid', 'false');
    expect(note).not.toHaveAttribute('aria-describedby');
  });
});
