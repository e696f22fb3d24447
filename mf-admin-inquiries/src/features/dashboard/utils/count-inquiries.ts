import type { Inquiry } from 'shared-contracts';

export interface InquiryCounts {
  total: number;
  new: number;
  responded: number;
}

/** The dashboard's three figures, counted from one list so they always agree with each other. */
export function countInquiries(inquiries: readonly Inquiry[]): InquiryCounts {
  return {
    total: inquiries.length,
    new: inquiries.filter((inquiry) => inquiry.status === 'New').length,
    responded: inquiries.filter((inquiry) => inquiry.status === 'Responded').length,
  };
}
