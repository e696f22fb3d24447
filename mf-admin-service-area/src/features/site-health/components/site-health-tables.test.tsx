import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from 'shared-contracts';
import { ErrorsByVersion } from './ErrorsByVersion';
import { VitalsTable } from './VitalsTable';

const m = MESSAGES.visitorTelemetry;

describe('the Site health tables on a narrow screen', () => {
  it.each([
    [m.vitalsTitle, <VitalsTable key="vitals" vitals={[]} />],
    [m.errorsTitle, <ErrorsByVersion key="errors" errors={[]} />],
  ])('%s scrolls sideways in a box the keyboard reaches, named by its heading', async (title, table) => {
    render(table);
    const box = screen.getByRole('group', { name: title });
    expect(box).toContainElement(screen.getByRole('table'));
    expect(box).toHaveStyle({ overflowX: 'auto' });
    await userEvent.tab();
    if (title === m.vitalsTitle) await userEvent.tab(); // past the public/all routes switch
    expect(box).toHaveFocus();
  });
});
