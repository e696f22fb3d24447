import { API_PATHS, type Inquiry, type InquiryStatus } from 'shared-contracts';
import { apiRequest } from 'shared-contracts/client';

/** GET /api/admin/inquiries, with `status` only when one is chosen (spec section 7). Needs the staff token. */
export function getInquiries(status?: InquiryStatus, signal?: AbortSignal): Promise<Inquiry[]> {
  return apiRequest<Inquiry[]>(API_PATHS.adminInquiries(status), { auth: true, signal });
}
