/** Real visitors' reports and the back office's Site health page (issue 45). */
export const visitorTelemetry = {
  reportInvalid:
    'A visitor report needs a declared route, a language, a remote and its version, and either a web vital with its value or an error with its message.',
  heading: 'Site health',
  intro: (days: number) =>
    `What visitors' browsers reported over the last ${days} days: how fast each page drew and answered, and which errors each remote version threw.`,
  vitalsTitle: 'Speed per route (75th percentile)',
  errorsTitle: 'Errors per remote version',
  route: 'Route',
  language: 'Language',
  remote: 'Remote',
  version: 'Version',
  lcp: 'LCP (largest paint)',
  inp: 'INP (answer to input)',
  cls: 'CLS (layout shift)',
  samples: 'Page views',
  errors: 'Errors',
  topMessages: 'Most frequent messages',
  noVitals: 'No page views reported in this period.',
  noErrors: 'No errors reported in this period.',
  loadError: 'Site health could not be loaded.',
  retentionNote: (days: number) => `Reports are kept for ${days} days, counted per day; no visitor is recorded.`,
  notMeasured: 'not measured',
  sectionFilter: 'Routes shown',
  publicRoutes: 'Public routes',
  allRoutes: 'All routes',
} as const;
