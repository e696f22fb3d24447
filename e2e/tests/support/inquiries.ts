import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import {
  MESSAGES,
  type AdminInquiry,
  type InquiryNoteEntry,
  type InquiryStatus,
  type QuoteRequest,
} from 'shared-contracts';
import { apiBaseUrl, staffIdToken } from './auth';

/**
 * What the inbox journeys share: tagged quotes, the staff side of the API, and the inbox's widgets. Every test seeds
 * its own quotes with a unique tag and only looks at rows carrying that tag, so the journeys run in parallel with
 * each other and with the rest of the suite.
 */

export const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

export function quoteFor(tag: string, overrides: Partial<QuoteRequest> = {}): QuoteRequest {
  return {
    name: `Inbox Visitor ${tag}`,
    email: `inbox-${tag}@example.com`,
    phone: '2105550123',
    zipCode: '78205',
    projectType: `Stone Patio ${tag}`,
    message: 'A flagstone patio behind the house, about 20 by 12 feet.',
    ...overrides,
  };
}

/** The staff side of the API, called the way the admin screens call it (bearer token from the Auth emulator). */
export async function staffApi(request: APIRequestContext) {
  const base = await apiBaseUrl(request);
  const headers = { Authorization: `Bearer ${await staffIdToken(request)}` };
  return {
    async submitQuote(quote: QuoteRequest): Promise<AdminInquiry> {
      expect((await request.post(`${base}/api/public`, { data: quote })).ok()).toBeTruthy();
      const found = (await this.list()).filter((inquiry) => inquiry.email === quote.email);
      expect(found).toHaveLength(1);
      return found[0]!;
    },
    async list(): Promise<AdminInquiry[]> {
      const response = await request.get(`${base}/api/admin/inquiries`, { headers });
      expect(response.ok()).toBeTruthy();
      return (await response.json()) as AdminInquiry[];
    },
    async find(id: string): Promise<AdminInquiry | undefined> {
      return (await this.list()).find((inquiry) => inquiry.id === id);
    },
    setStatus: (id: string, status: InquiryStatus) =>
      request.put(`${base}/api/admin/inquiries/${id}`, { headers, data: { status } }),
    remove: (id: string) => request.delete(`${base}/api/admin/inquiries/${id}`, { headers }),
    async addNote(id: string, text: string): Promise<InquiryNoteEntry> {
      const response = await request.post(`${base}/api/admin/inquiries/${id}/notes`, {
        headers,
        data: { text },
      });
      expect(response.status()).toBe(201);
      return (await response.json()) as InquiryNoteEntry;
    },
  };
}

export const searchBox = (page: Page) => page.getByPlaceholder(MESSAGES.inquiry.searchPlaceholder);
export const inboxRows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');
export const rowWith = (page: Page, text: string) => inboxRows(page).filter({ hasText: text });
export const dialogTitled = (page: Page, title: string) =>
  page.getByRole('dialog').filter({ hasText: title });

/** Picks an option of an antd Select (its options live in a popup outside the combobox). */
export async function choose(page: Page, combobox: Locator, label: string): Promise<void> {
  await combobox.click();
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
    .getByTitle(label, { exact: true })
    .click();
}

/** The hint under a textarea stays clear of its character count (antd draws the count on the hint's first line). */
export async function expectHintClearOfCount(field: Locator, hint: Locator): Promise<void> {
  const count = await field
    .locator('xpath=ancestor::*[contains(@class, "ant-form-item-control")][1]')
    .locator('.ant-input-data-count')
    .boundingBox();
  const text = await hint.boundingBox();
  expect(count && text).toBeTruthy();
  const apart =
    count!.x >= text!.x + text!.width ||
    text!.x >= count!.x + count!.width ||
    count!.y >= text!.y + text!.height ||
    text!.y >= count!.y + count!.height;
  expect(apart, 'the hint runs under the character count').toBe(true);
}
