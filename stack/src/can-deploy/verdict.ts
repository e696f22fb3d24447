/**
 * What can-deploy concludes about a build: the reasons it must not ship and the notes on what its deployment changes.
 * A module of its own because every check (check.ts and the checks it runs, such as shared-check.ts) writes into it.
 */
export interface Verdict {
  /** Why the remote must not ship; empty when it fits. */
  failures: string[];
  /** What its deployment changes without breaking anything (own copies of a library, pages it drops). */
  notes: string[];
}
