// Every API test runs with the contract check on (issue 43): each request and answer is compared with the API's own
// OpenAPI document, and a test file whose traffic left the document fails here, naming each exchange.
import { takeContractViolations } from '../../src/openapi/contract-violations.js';

process.env.API_CONTRACT_CHECK ??= 'true';

afterAll(() => {
  const violations = takeContractViolations().map((v) => `${v.request} -> ${v.status}: ${v.problem}`);
  expect(violations).toEqual([]);
});
