import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { takeContractViolations } from '../src/openapi/contract-violations.js';
import { apiSuite } from './helpers/suite.js';

/**
 * The journeys' contract check (issue 43): with API_CONTRACT_VIOLATIONS_FILE the API writes every exchange outside
 * its document to that file, one JSON line naming the operation, the request, the status and the problem; the
 * Playwright run fails on any line (e2e/contract-check.teardown.ts, stack/src/contract-violations.ts).
 */
describe('the contract check writing to the run file', () => {
  const dir = mkdtempSync(join(tmpdir(), 'contract-violations-'));
  const file = join(dir, 'run', 'violations.jsonl');
  const suite = apiSuite({
    reset: 'never',
    env: { API_CONTRACT_CHECK: 'true', API_CONTRACT_VIOLATIONS_FILE: file },
  });
  const lines = () =>
    readFileSync(file, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as unknown);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('creates the file, empty, when the API starts: the run can tell its traffic was checked', () => {
    expect(existsSync(file)).toBe(true);
    expect(lines()).toEqual([]);
  });

  it('writes nothing for exchanges the document describes, a documented refusal included', async () => {
    await suite.http().get('/api/health').expect(200);
    await suite.http().get('/api/admin/health').expect(401);
    await suite.http().get('/api/public/service-area/check/7820').expect(400);
    expect(lines()).toEqual([]);
  });

  it('appends each violation as it happens, naming its operation, status and what left the document', async () => {
    // A GET answered 200 although it carried a body: the document says the operation takes none.
    await suite.http().get('/api/health').send({ probe: true }).expect(200);
    const expected = {
      operation: 'getHealth',
      request: 'GET /api/health',
      status: 200,
      problem: 'a body the operation does not take',
    };
    expect(lines()).toEqual([expected]);
    // Taken here, so this file's own check (test/jest/contract-check.setup.ts) does not fail on the planted one.
    expect(takeContractViolations()).toEqual([expected]);
  });
});
