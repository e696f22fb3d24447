import { Logger } from '@nestjs/common';
import type { ContractViolation } from './traffic-check.js';

const store = globalThis as unknown as { __apiContractViolations?: ContractViolation[] };

/** Logs a violation of the contract (API_CONTRACT_CHECK) and keeps it for the test run's check. */
export function recordContractViolation(violation: ContractViolation): void {
  (store.__apiContractViolations ??= []).push(violation);
  Logger.warn(
    `contract violation: ${violation.request} -> ${violation.status}: ${violation.problem}`,
    'ApiContract',
  );
}

/** The violations recorded in this process so far, and forgets them. */
export function takeContractViolations(): ContractViolation[] {
  const taken = store.__apiContractViolations ?? [];
  store.__apiContractViolations = [];
  return taken;
}
