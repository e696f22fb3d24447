/**
 * The journeys' contract check (issue 43): every API a Playwright run starts checks its traffic against its OpenAPI
 * document (API_CONTRACT_CHECK) and appends each exchange outside it to the run's file (API_CONTRACT_VIOLATIONS_FILE),
 * one JSON line each. At the run's end (e2e/contract-check.teardown.ts) the file decides: any line fails the run,
 * naming each violation.
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

/** One line of the file, as the API writes it (api/src/openapi/traffic-check.ts). */
interface ContractViolation {
  operation?: string;
  request: string;
  status: number;
  problem: string;
}

export interface ContractCheckVerdict {
  /** Why the run fails: each violation, or a check that did not happen although it had to. */
  failures: string[];
  /** What the run should say anyway (a check that did not happen where that is allowed). */
  notes: string[];
}

/** This run's file under the tree's .runtime/ (one per run: the main process's id and time). */
export function contractViolationsFile(rootDir: string, runId: string): string {
  return path.join(rootDir, '.runtime', 'contract-violations', `${runId}.jsonl`);
}

const describe = (v: ContractViolation) =>
  `${v.operation ?? '(no operation)'}: ${v.request} -> ${v.status}: ${v.problem}`;

/**
 * Reads and removes the run's file. No file means no API of this run checked its traffic (a running stack was reused,
 * or the API was not built): a failure when `required` (CI, where the run always starts its own stack), else a note.
 */
export function contractCheckVerdict(file: string, required: boolean): ContractCheckVerdict {
  if (!existsSync(file)) {
    const why = `no API of this run checked its traffic against the OpenAPI document (${file} was never written: a running stack was reused, or the API was not built)`;
    return required ? { failures: [why], notes: [] } : { failures: [], notes: [why] };
  }
  const lines = readFileSync(file, 'utf8').split('\n').filter(Boolean);
  rmSync(file, { force: true });
  const failures = lines.map((line) => {
    try {
      return describe(JSON.parse(line) as ContractViolation);
    } catch {
      return `an unreadable line of ${file}: ${line}`;
    }
  });
  return { failures, notes: [] };
}
