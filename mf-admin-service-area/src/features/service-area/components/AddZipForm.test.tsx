import { configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from 'shared-contracts';
import { renderWithQueryClient } from 'web-kit/testing';
import { AddZipForm } from './AddZipForm';

jest.setTimeout(60_000);
// antd renders slowly in jsdom on a busy machine: give findBy/waitFor more than the default second.
configure({ asyncUtilTimeout: 10_000 });

function setup(existing = ['78205', '78209']) {
  const onAdd = jest.fn();
  const user = userEvent.setup({ delay: null });
  renderWithQueryClient(<AddZipForm existingZips={existing} onAdd={onAdd} />);
  return {
    user,
    onAdd,
    zip: screen.getByLabelText('ZIP Code'),
    add: screen.getByRole('button', { name: 'Add' }),
  };
}

describe('AddZipForm', () => {
  it('starts with Add disabled and no alert; the ZIP box takes at most 5 numeric characters', () => {
    const { zip, add } = setup();
    expect(add).toBeDisabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(zip).toHaveAttribute('maxLength', '5');
    expect(zip).toHaveAttribute('inputMode', 'numeric');
  });

  it.each(['7820', '78 20', '7a8b2c0'])(
    'refuses %p (digits kept: four) with the five-digit message under Invalid ZIP Code',
    async (input) => {
      const { user, zip, add } = setup();
      await user.type(zip, input);
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(MESSAGES.zip.invalidTitle);
      expect(alert).toHaveTextContent(MESSAGES.zip.mustBeFiveDigits);
      expect(add).toBeDisabled();
    },
  );

  it('links the alert to the ZIP box while it is invalid (aria-invalid, aria-describedby)', async () => {
    const { user, zip } = setup();
    expect(zip).toHaveAttribute('aria-invalid', 'false');
    expect(zip).not.toHaveAttribute('aria-describedby');
    await user.type(zip, '7820');
    await screen.findByRole('alert');
    expect(zip).toHaveAttribute('aria-invalid', 'true');
    expect(zip).toHaveAccessibleDescription(
      expect.stringContaining(MESSAGES.zip.mustBeFiveDigits) as unknown as string,
    );
    await user.type(zip, '8'); // 78208: five digits, not listed yet
    await waitFor(() => expect(zip).toHaveAttribute('aria-invalid', 'false'));
    expect(zip).not.toHaveAttribute('aria-describedby');
  });

  it('keeps digits only: letters typed never show and raise no alert', async () => {
    const { user, zip, add } = setup();
    await user.type(zip, 'abcde');
    expect(zip).toHaveValue('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(add).toBeDisabled();
  });

  it('refuses a ZIP already in the list with the duplicate message', async () => {
    const { user, zip, add } = setup();
    await user.type(zip, '78205');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.zip.duplicate));
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.zip.invalidTitle);
    expect(add).toBeDisabled();
  });

  it('adds a valid ZIP with neighborhood and the default region San Antonio, then clears the form', async () => {
    const { user, zip, add, onAdd } = setup();
    expect(screen.getByRole('radio', { name: 'San Antonio' })).toBeChecked();
    await user.type(zip, '78999');
    await user.type(screen.getByLabelText('Neighborhood'), '  Test Hills ');
    await waitFor(() => expect(add).toBeEnabled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(add);
    await waitFor(() =>
      expect(onAdd).toHaveBeenCalledWith({
        zip_code: '78999',
        neighborhood: 'Test Hills',
        region: 'San Antonio',
      }),
    );
    await waitFor(() => expect(zip).toHaveValue(''));
  });

  it('gives the focus back to the ZIP box after Add (the emptied form disables Add, which would drop it)', async () => {
    const { user, zip, add, onAdd } = setup();
    await user.type(zip, '78997');
    await waitFor(() => expect(add).toBeEnabled());
    await user.click(add);
    await waitFor(() => expect(onAdd).toHaveBeenCalled());
    // The form is emptied in the render after the add: wait for it, not for the machine to be quick.
    await waitFor(() => expect(add).toBeDisabled());
    expect(zip).toHaveFocus();
  });

  it('sends an empty neighborhood as null', async () => {
    const { user, zip, add, onAdd } = setup();
    await user.type(zip, '78998{Enter}');
    await waitFor(() =>
      expect(onAdd).toHaveBeenCalledWith({ zip_code: '78998', neighborhood: null, region: 'San Antonio' }),
    );
    await waitFor(() => expect(add).toBeDisabled());
  });

  it('checks a typed ZIP again when the list changes under it (e.g. the list finishes loading)', async () => {
    const user = userEvent.setup({ delay: null });
    const { rerender } = render(<AddZipForm existingZips={[]} onAdd={jest.fn()} />);
    await user.type(screen.getByLabelText('ZIP Code'), '78205');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add' })).toBeEnabled());
    rerender(<AddZipForm existingZips={['78205']} onAdd={jest.fn()} />);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.zip.duplicate));
    expect(screen.getByRole('button', { name: 'Add' })).toBeDisabled();
  });
});
