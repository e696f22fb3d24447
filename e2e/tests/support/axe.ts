import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The two screens the back office is audited on (issue 33): a laptop and a phone. */
export const AUDIT_SIZES = [
  { name: 'laptop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/**
 * axe-core's rules whose impact is at most moderate (axe-core 4.14's own rule metadata). The audit looks for serious
 * and critical violations only, so these are not run: less work per audit, and nothing serious is missed, since a
 * rule never reports above its declared impact. A rule axe adds later simply runs (and is filtered by impact).
 */
const MINOR_OR_MODERATE_RULES = [
  'aria-allowed-role',
  'aria-deprecated-role',
  'duplicate-id',
  'empty-heading',
  'empty-table-header',
  'focus-order-semantics',
  'form-field-multiple-labels',
  'heading-order',
  'hidden-content',
  'html-xml-lang-mismatch',
  'identical-links-same-purpose',
  'image-redundant-alt',
  'landmark-banner-is-top-level',
  'landmark-complementary-is-top-level',
  'landmark-contentinfo-is-top-level',
  'landmark-main-is-top-level',
  'landmark-no-duplicate-banner',
  'landmark-no-duplicate-contentinfo',
  'landmark-no-duplicate-main',
  'landmark-one-main',
  'landmark-unique',
  'meta-refresh-no-exceptions',
  'meta-viewport',
  'meta-viewport-large',
  'no-autoplay-audio',
  'page-has-heading-one',
  'presentation-role-conflict',
  'region',
  'scope-attr-valid',
  'server-side-image-map',
  'skip-link',
  'table-duplicate-name',
];

/**
 * axe-core's serious and critical violations on the page as it is now (or inside `include`, a CSS selector), one line
 * each with the elements. Only violations come back from the page (resultTypes), not every passing node.
 */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page })
    .disableRules(MINOR_OR_MODERATE_RULES)
    .options({ resultTypes: ['violations'] })
    // One axe.run in the page itself. The default mode audits each frame apart and merges the results in a new blank
    // page, which took 1-4 s per audit against 0.1-0.5 s of auditing; the back office has no frames to reach.
    .setLegacyMode();
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/**
 * Audits the page (or the part `include` selects) and records (soft assertion) any serious or critical violation
 * under `where`, so one run of a journey lists every screen that fails instead of stopping at the first.
 */
export async function expectNoSeriousViolations(page: Page, where: string, include?: string): Promise<void> {
  expect.soft(await seriousViolations(page, include), `axe: ${where}`).toEqual([]);
}

/** Waits until antd's spinners and skeletons are gone, so the audit sees the page's content, not a loading state. */
export async function expectSettled(page: Page): Promise<void> {
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active')).toHaveCount(0);
}
