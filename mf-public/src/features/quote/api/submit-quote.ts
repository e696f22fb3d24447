import { API_PATHS, type QuoteRequest } from 'shared-contracts';
import { apiRequest } from 'shared-contracts/client';

/** POST /api/public: stores the quote request as a new inquiry. The answer is not read beyond errors (spec section 7). */
export async function submitQuote(request: QuoteRequest): Promise<void> {
  await apiRequest<unknown>(API_PATHS.quote(), { method: 'POST', body: request });
}
