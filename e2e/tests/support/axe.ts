import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The two screens the back office is audited on (issue 33): a laptop and a phone. */
export const AUDIT_SIZES = [
  { name: 'laptop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** axe-core's serious and critical violations on the page as it is now, one line each with the elements. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/**
 * Audits the page and records (soft assertion) any serious or critical violation under `where`, so one run of a
 * journey lists every screen that fails instead of stopping at the first.
 */
export async function expectNoSeriousViolations(page: Page, where: string): Promise<void> {
  expect.soft(await seriousViolations(page), `axe: ${where}`).toEqual([]);
}

/** Waits until antd's spinners and skeletons are gone, so the audit sees the page's content, not a loading state. */
export async function expectSettled(page: Page): Promise<void> {
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active')).toHaveCount(0);
}
