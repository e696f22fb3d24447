/**
 * An environment's deployment log (issue 46): `deployments.jsonl` beside its config.json, one change a line, appended
 * only. Written by `npm run promote / rollback` (stack/src/release) and by the API's canary watch, which removes a
 * failing canary from the same config.json; `npm run deployments` lists it.
 */
export type DeploymentChangeKind =
  /** The remote's stable version changed (a canary of the version promoted ends with it). */
  | 'promote'
  /** Back one step, to the stable version before the last promote still in force. */
  | 'rollback'
  /** A canary started, or its share changed: `to` is the canary, `from` the stable version. */
  | 'canary'
  /** A canary was removed (`reason` says why: by hand, or the canary watch's comparison): `from` the canary, `to` the stable version. */
  | 'canary-rollback';

export interface DeploymentChange {
  kind: DeploymentChangeKind;
  at: string;
  who: string;
  package: string;
  remote: string;
  from: { url: string; version?: string };
  to: { url: string; version?: string };
  /** can-deploy's verdict on `to` against the deployment as it was: a change is only made when it fits. */
  verdict?: { fits: true; notes: string[] };
  /** A canary's share (kind 'canary'). */
  canary?: { percent: number; staff: boolean };
  /** Why (kind 'canary-rollback'). */
  reason?: string;
}

/** The files of an environment folder that its writers share. */
export const ENVIRONMENT_FILES = {
  config: 'config.json',
  previousConfig: 'config.previous.json',
  log: 'deployments.jsonl',
  /** Created exclusively (O_EXCL) by whoever changes the environment, removed after: one change at a time. */
  lock: '.lock',
} as const;
