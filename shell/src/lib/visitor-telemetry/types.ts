import type { RuntimeConfig } from 'shared-contracts';

/** An error as it happened: what was thrown, where the visitor was. Tagged and sent by the reporter. */
export interface CapturedError {
  kind: 'error' | 'rejection';
  error: unknown;
  pathname: string;
}
export type DeliverError = (captured: CapturedError) => void;

/** The reporter's settings of this page load. */
export interface ReporterStart {
  config: RuntimeConfig;
  /** The path the page loaded on: its web vitals are that route's. */
  landing: string;
}
