import { API_PATHS, MESSAGES, type Inquiry, type InquiryStatus } from 'shared-contracts';
import { apiRequest, ApiRequestError } from 'shared-contracts/client';

/**
 * GET /api/admin/inquiries, with `status` only when one is chosen. Needs the staff token. A failure carries the
 * response text, or 'Failed to fetch inquiries' when there is none (a network error, an empty error body), as spec
 * section 7 says; the page maps that text to what staff see (utils/error-messages).
 */
export async function getInquiries(status?: InquiryStatus, signal?: AbortSignal): Promise<Inquiry[]> {
  try {
    return await apiRequest<Inquiry[]>(API_PATHS.adminInquiries(status), { auth: true, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    const responseText = error instanceof ApiRequestError ? error.bodyText : '';
    throw new Error(responseText || MESSAGES.inquiry.fetchFailed, { cause: error });
  }
}
