import { screen } from '@testing-library/react';
import { API_PATHS, type AdminInquiry } from 'shared-contracts';
import { apiRequest } from 'web-kit';
import { renderWithQueryClient } from 'web-kit/testing';
import { InquiriesTable } from './InquiriesTable';

jest.mock('web-kit', () => ({
  ...jest.requireActual('web-kit'),
  apiRequest: jest.fn(),
}));

const mockedApiRequest = jest.mocked(apiRequest);
let timeZone = 'America/Chicago';
beforeEach(() => {
  timeZone = 'America/Chicago';
  mockedApiRequest.mockImplementation((async (path: string) => {
    if (path !== API_PATHS.adminGeneralSettings()) throw new Error(`unexpected call ${path}`);
    return { siteName: 'Alamo Masonry Co.', adminEmail: 'info@alamomasonry.com', timeZone };
  }) as typeof apiRequest);
});

const LONG = 'W'.repeat(100);
const INQUIRY: AdminInquiry = {
  id: '3f1c2b7e-8d4a-4c5b-9e6f-0a1b2c3d4e5f',
  date: '2026-03-14T15:30:00.000Z',
  name: LONG,
  email: `${'e'.repeat(60)}@example.com`,
  phone: '2105550123',
  projectType: `Patio${'P'.repeat(90)}`,
  message: 'A flagstone patio behind the house.',
  status: 'New',
} as AdminInquiry;

describe('inquiries table', () => {
  const renderTable = () =>
    renderWithQueryClient(
      <InquiriesTable
        inquiries={[INQUIRY]}
        loading={false}
        order="desc"
        pagination={{ page: 1, pageSize: 20, total: 1 }}
        onChange={() => {}}
        onView={() => {}}
        onDelete={() => {}}
      />,
    );

  it('cuts long visitor text with an ellipsis in a fixed layout and keeps the full value on hover', () => {
    renderTable();
    expect(document.querySelector('table')).toHaveStyle({ tableLayout: 'fixed' });
    for (const text of [INQUIRY.name, INQUIRY.email, INQUIRY.projectType]) {
      const cell = screen.getByText(text).closest('td')!;
      expect(cell).toHaveClass('ant-table-cell-ellipsis');
      expect(screen.getByTitle(text)).toBeInTheDocument();
    }
  });

  it("shows the date in the business's time zone of Settings > General (issue 32)", async () => {
    timeZone = 'Asia/Tokyo';
    renderTable();
    // 15:30 UTC: 10:30 AM in San Antonio until the setting is read, then 12:30 AM the next day in Tokyo.
    expect(await screen.findByText('Mar 15, 2026, 12:30 AM')).toBeInTheDocument();
  });
});
