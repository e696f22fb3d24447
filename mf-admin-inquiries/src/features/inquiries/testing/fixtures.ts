import type { AdminInquiry } from 'shared-contracts';

let counter = 0;

/** An inquiry as the API returns it; override what the test cares about. */
export function makeInquiry(overrides: Partial<AdminInquiry> = {}): AdminInquiry {
  counter += 1;
  return {
    id: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    date: '2026-03-14T15:30:00.000Z',
    name: `Customer ${counter}`,
    email: `customer${counter}@example.com`,
    phone: '2105550100',
    zipCode: '78205',
    projectType: 'Brick Wall',
    message: 'Please quote a new brick wall for the back yard.',
    status: 'New',
    notesCount: 0,
    ...overrides,
  };
}
