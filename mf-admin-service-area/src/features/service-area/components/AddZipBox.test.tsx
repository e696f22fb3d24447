import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from 'shared-contracts';
import { renderWithQueryClient } from 'web-kit/testing';
import { AddZipBox } from './AddZipBox';

jest.setTimeout(60_000);
// antd renders slowly in jsdom on a busy machine: give findBy/waitFor more than the default second.
configure({ asyncUtilTimeout: 10_000 });

describe('AddZipBox', () => {
  it('links the alert to the ZIP box while it is invalid (aria-invalid, aria-describedby)', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithQueryClient(<AddZipBox existingZips={['78205']} onAdd={jest.fn()} />);
    const zip = screen.getByLabelText('Add ZIP Code');
    expect(zip).toHaveAttribute('aria-invalid', 'false');
    expect(zip).not.toHaveAttribute('aria-describedby');
    await user.type(zip, '78205');
    await waitFor(() => expect(zip).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.zip.duplicate);
    expect(zip).toHaveAccessibleDescription(
      expect.stringContaining(MESSAGES.zip.duplicate) as unknown as string,
    );
    await user.clear(zip);
    await waitFor(() => expect(zip).not.toHaveAttribute('aria-describedby'));
    expect(zip).toHaveAttribute('aria-invalid', 'false');
  });
});
