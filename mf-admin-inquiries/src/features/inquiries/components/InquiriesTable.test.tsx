import { render, screen } from '@testing-library/react';
import type { AdminInquiry } from 'shared-contracts';
import { InquiriesTable } from './InquiriesTable';

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
  it('cuts long visitor text with an ellipsis in a fixed layout and keeps the full value on hover', () => {
    render(
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
    expect(document.querySelector('table')).toHaveStyle({ tableLayout: 'fixed' });
    for (const text of [INQUIRY.name, INQUIRY.email, INQUIRY.projectType]) {
      const cell = screen.getByText(text).closest('td')!;
      expect(cell).toHaveClass('ant-table-cell-ellipsis');
      expect(screen.getByTitle(text)).toBeInTheDocument();
    }
  });
});
