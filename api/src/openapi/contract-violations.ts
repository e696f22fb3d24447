import { Logger } from '@nestjs/common';
import { appendFileSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { ContractViolation } from './traffic-check.js';

const store = globalThis as unknown as { __apiContractViolations?: ContractViolation[] };

/**
 * What the contract check (API_CONTRACT_CHECK) does with a violation: logs it and keeps it for the API's jest run.
 * With `file` (API_CONTRACT_VIOLATIONS_FILE: the journeys' run names one, every API it starts shares it) each one is
 * also appended there as a JSON line, which the run reads at its end and fails on (e2e/contract-check.teardown.ts).
 * The file is created at once, empty: it is how the run knows its APIs checked their traffic at all.
 */
export function contractViolationRecorder(file?: string): (violation: ContractViolation) => void {
  if (file) {
    mkdirSync(dirname(file), { recursive: true });
    appendFileSync(file, '');
  }
  return (violation) => {
    (store.__apiContractViolations ??= []).push(violation);
    Logger.warn(
      `contract violation: ${violation.operation ?? 'no operation'}: ${violation.request} -> ${violation.status}: ${violation.problem}`,
      'ApiContract',
    );
    // Synchronous: the answer has been sent already, and the run's end must not miss the last exchange's line.
    if (file) appendFileSync(file, `${JSON.stringify(violation)}\n`);
  };
}

/** The violations recorded in this process so far, and forgets them. */
export function takeContractViolations(): ContractViolation[] {
  const taken = store.__apiContractViolations ?? [];
  store.__apiContractViolations = [];
  return taken;
}
