import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { TextField } from './TextField.js';

/** A form whose Save reports the title as invalid, as a schema resolver would. */
function TitleForm() {
  const { control, setError } = useForm<{ title: string }>({ defaultValues: { title: '' } });
  return (
    <form>
      <TextField control={control} name="title" label="Title" />
      <button type="button" onClick={() => setError('title', { message: 'Title is required' })}>
        Save
      </button>
    </form>
  );
}

describe('TextField', () => {
  it('links its validation message to the field (aria-invalid, aria-describedby) once there is one', async () => {
    const user = userEvent.setup();
    render(<TitleForm />);
    const field = screen.getByRole('textbox', { name: 'Title' });
    expect(field).toHaveAttribute('aria-invalid', 'false');
    expect(field).not.toHaveAttribute('aria-describedby');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Title is required');
  });
});
