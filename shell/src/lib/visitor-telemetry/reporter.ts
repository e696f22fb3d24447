import { onCLS, onINP, onLCP, type Metric } from 'web-vitals';
import {
  absoluteApiBase,
  API_PATHS,
  localeOfPath,
  scrubVisitorText,
  SHELL_REPORTER,
  UNDECLARED_ROUTE,
  UNKNOWN_VERSION,
  VISITOR_REPORT_LIMITS,
  VISITOR_ROUTE_PATTERN,
  VISITOR_VERSION_PATTERN,
  type RemoteName,
  type VisitorReport,
} from 'shared-contracts';
import { currentDeployment } from '../federation/deployment';
import { fetchManifest } from '../federation/manifests';
import { pageAt } from '../federation/page-table';
import type { DeliverError, ReporterStart } from './types';

/** The shell's own pages (not a remote's), reported under their own path. */
const SHELL_PATHS = new Set(['/admin/login', '/admin/login/complete']);

type Tags = Pick<VisitorReport, 'route' | 'language' | 'remote' | 'remoteVersion'>;

/** The version in the manifest the shell loaded for `remote` (its build's buildVersion). */
const versions = new Map<string, Promise<string>>();
function versionOf(remote: RemoteName): Promise<string> {
  const url = currentDeployment().remotes?.[remote];
  if (!url) return Promise.resolve(UNKNOWN_VERSION);
  let version = versions.get(url);
  if (!version) {
    version = fetchManifest(url)
      .then((response) => response.json() as Promise<{ metaData?: { buildInfo?: { buildVersion?: unknown } } }>)
      .then(({ metaData }) => {
        const stated = metaData?.buildInfo?.buildVersion;
        return typeof stated === 'string' && stated.length <= VISITOR_REPORT_LIMITS.versionMax &&
          VISITOR_VERSION_PATTERN.test(stated)
          ? stated
          : UNKNOWN_VERSION;
      })
      .catch(() => UNKNOWN_VERSION);
    versions.set(url, version);
  }
  return version;
}

/** Route, language and remote build of a path: a declared route only, never the path itself (it may carry anything). */
async function tagsOf(pathname: string): Promise<Tags> {
  const language = localeOfPath(pathname);
  const page = pageAt(currentDeployment().table, pathname);
  if (page && VISITOR_ROUTE_PATTERN.test(page.path) && page.path.length <= VISITOR_REPORT_LIMITS.routeMax)
    return { route: page.path, language, remote: page.remote, remoteVersion: await versionOf(page.remote) };
  const route = SHELL_PATHS.has(pathname) ? pathname : UNDECLARED_ROUTE;
  return { route, language, remote: SHELL_REPORTER, remoteVersion: UNKNOWN_VERSION };
}

function messageOf(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return typeof error === 'string' ? error : String(error);
}

/**
 * Reports this page load's web vitals (of the route it landed on) and its errors (of the route shown when each was
 * thrown), one beacon each: a text/plain string (no CORS preflight, delivered even as the page unloads), no cookie
 * set, nothing personal (declared routes, scrubbed messages).
 */
export function startReporter({ config, landing }: ReporterStart): DeliverError {
  const endpoint = absoluteApiBase(config, location.origin) + API_PATHS.visitorReport();
  const send = (report: VisitorReport) => navigator.sendBeacon(endpoint, JSON.stringify(report));
  const landingTags = tagsOf(landing);
  const sendVital = (metric: Metric) =>
    void landingTags.then((tags) =>
      send({ ...tags, kind: metric.name as 'LCP' | 'INP' | 'CLS', value: Math.round(metric.value * 1000) / 1000 }),
    );
  onLCP(sendVital);
  onINP(sendVital);
  onCLS(sendVital);

  let errors = 0;
  return ({ kind, error, pathname }) => {
    // One error thrown in a loop is one problem, not a flood of beacons.
    if (errors >= VISITOR_REPORT_LIMITS.errorsPerPage) return;
    errors += 1;
    const message = scrubVisitorText(messageOf(error));
    void tagsOf(pathname).then((tags) => send({ ...tags, kind, message }));
  };
}
