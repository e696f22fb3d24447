import { replaceOnce, type Variant } from './skew-builds';

/**
 * The variant builds of the deploy-skew journeys (issue 25, tests/foundation/deploy-skew.spec.ts): each a remote or
 * the shell built from the repository's sources with one small change. `npm run build:skew -w e2e` builds them ahead
 * of the journeys (the test command does, in its build stage); the spec builds any that is missing or out of date.
 */
export const INQUIRIES = 'mf-admin-inquiries';
export const SERVICE_AREA = 'mf-admin-service-area';

/** Case 1: the inquiry details dialog shows an antd `Steps`, a name the current shell's antd subset does not offer. */
export const STEPS: Variant = {
  name: 'antd-steps',
  pkg: INQUIRIES,
  edits: {
    'stack/src/build/shared-subsets.ts': (text) =>
      replaceOnce(text, `    'Statistic',\n`, `    'Statistic',\n    'Steps',\n`),
    [`${INQUIRIES}/src/features/inquiries/components/InquiryDetailsModal.tsx`]: (text) =>
      replaceOnce(
        replaceOnce(text, `Space, Typography } from 'antd'`, `Space, Steps, Typography } from 'antd'`),
        /\n(\s*)<Descriptions\n/,
        `\n$1<div role="group" aria-label="Status progress">\n` +
          `$1  <Steps size="small" current={INQUIRY_STATUSES.indexOf(inquiry.status)} ` +
          `items={INQUIRY_STATUSES.map((status) => ({ title: status }))} />\n` +
          `$1</div>\n$1<Descriptions\n`,
      ),
  },
};

/** Case 2: the service-area remote built against web-kit 1.4.0 (its manifest requires ^1.4.0; the shell has 1.3.0). */
export const NEWER_WEB_KIT: Variant = {
  name: 'web-kit-1.4.0',
  pkg: SERVICE_AREA,
  webKitVersion: '1.4.0',
  edits: {},
};

/** Case 3: the inquiries remote ships a new admin page, /admin/reports, with its sidebar entry. */
export const REPORTS: Variant = {
  name: 'reports-page',
  pkg: INQUIRIES,
  edits: {
    [`${INQUIRIES}/src/app/pages.ts`]: (text) =>
      replaceOnce(
        text,
        /\n {2}\],\n {2}extensions:/,
        `\n    {\n      path: '/admin/reports',\n      expose: 'Reports',\n      label: 'Reports',\n` +
          `      section: 'admin',\n      order: 35,\n      icon: 'BarChartOutlined',\n    },\n  ],\n  extensions:`,
      ),
    [`${INQUIRIES}/src/app/pages/ReportsPage.tsx`]: () =>
      `/** /admin/reports: a page shipped with its remote alone (deploy-skew e2e). */\n` +
      `export default function ReportsPage() {\n` +
      `  return (\n` +
      `    <section aria-labelledby="reports-heading">\n` +
      `      <h1 id="reports-heading">Reports</h1>\n` +
      `      <p>Inquiries per month will show here.</p>\n` +
      `    </section>\n` +
      `  );\n` +
      `}\n`,
  },
};

/**
 * Cases 5-6: a new shell whose antd subset drops `Descriptions` (the shell never imports it; the inquiries remote shows
 * it on the dashboard and in the details dialog) and whose web-kit is 1.4.0 (the remotes require ^1.3.0).
 */
export const NEW_SHELL: Variant = {
  name: 'new-shell',
  pkg: 'shell',
  webKitVersion: '1.4.0',
  edits: { 'stack/src/build/shared-subsets.ts': (text) => replaceOnce(text, `    'Descriptions',\n`, '') },
};

/** Every variant, in the order the build stage builds them. */
export const SKEW_VARIANTS: readonly Variant[] = [STEPS, NEWER_WEB_KIT, REPORTS, NEW_SHELL];
