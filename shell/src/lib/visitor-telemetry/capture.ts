import { DEFAULT_VISITOR_SAMPLE_RATE, type RuntimeConfig } from 'shared-contracts';
import { whenIdle } from '../when-idle';
import type { CapturedError, DeliverError, ReporterStart } from './types';

/** The reporter waits this long for an idle moment after the load event at most. */
const LOAD_REPORTER_WITHIN_MS = 5000;

let pending: CapturedError[] | undefined;
let deliver: DeliverError | undefined;
let loading: Promise<void> | undefined;
let start: ReporterStart | undefined;

function loadReporter(): void {
  if (!start || loading) return;
  const settings = start;
  // Its own chunk (web-vitals, tagging, the beacon): never on the first load, only for the sampled page loads.
  loading = import(/* webpackChunkName: "visitor-reporter" */ './reporter')
    .then(({ startReporter }) => {
      deliver = startReporter(settings);
      for (const captured of pending?.splice(0) ?? []) deliver(captured);
    })
    .catch(() => undefined);
}

function capture(kind: CapturedError['kind'], error: unknown): void {
  if (!pending) return;
  const captured = { kind, error, pathname: location.pathname };
  if (deliver) deliver(captured);
  else {
    pending.push(captured);
    loadReporter();
  }
}

/**
 * Real visitors' reports (issue 45): for a share of page loads (config.visitorSampleRate), catches every uncaught
 * error and unhandled rejection from the start, and loads the reporter once the page is interactive (the load event,
 * the app started, then an idle moment) or at the first error. The other page loads load and send nothing.
 */
export function startVisitorTelemetry(config: RuntimeConfig, random: () => number = Math.random): void {
  if (pending || !(random() < (config.visitorSampleRate ?? DEFAULT_VISITOR_SAMPLE_RATE))) return;
  pending = [];
  start = { config, landing: location.pathname };
  addEventListener('error', (event) => capture('error', event.error ?? event.message));
  addEventListener('unhandledrejection', (event) => capture('rejection', event.reason));
  const whenInteractive = () => afterAppStarted(() => whenIdle(loadReporter, LOAD_REPORTER_WITHIN_MS));
  if (document.readyState === 'complete') whenInteractive();
  else addEventListener('load', whenInteractive, { once: true });
}

/**
 * Runs `run` once the app has started (App's mark on <html>), so the reporter never joins the page's first load
 * (issue 44): a load event can come before the hydration of a server-drawn page, and an idle moment between them.
 */
function afterAppStarted(run: () => void): void {
  const root = document.documentElement;
  if (root.dataset.appStarted === 'true') {
    run();
    return;
  }
  const observer = new MutationObserver(() => {
    if (root.dataset.appStarted !== 'true') return;
    observer.disconnect();
    run();
  });
  observer.observe(root, { attributes: true, attributeFilter: ['data-app-started'] });
}

/** An error a boundary caught (a remote page that threw while rendering): reported like an uncaught one. */
export function reportCaughtError(error: unknown): void {
  capture('error', error);
}
