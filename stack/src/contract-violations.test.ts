import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { contractCheckVerdict, contractViolationsFile } from './contract-violations';

describe("the journeys' contract check verdict", () => {
  let root: string;
  let file: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'contract-check-'));
    file = contractViolationsFile(root, 'run-1');
    mkdirSync(path.dirname(file), { recursive: true });
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("keeps the run's file under the tree's .runtime/", () => {
    expect(path.relative(root, file)).toBe(path.join('.runtime', 'contract-violations', 'run-1.jsonl'));
  });

  it('passes a run whose APIs checked their traffic and saw nothing outside the document', () => {
    writeFileSync(file, '');
    expect(contractCheckVerdict(file, true)).toEqual({ failures: [], notes: [] });
    expect(existsSync(file)).toBe(false);
  });

  it('fails on every violation an API of the run wrote, naming its operation, status and problem', () => {
    writeFileSync(
      file,
      [
        {
          operation: 'getHealth',
          request: 'GET /api/health',
          status: 200,
          problem: 'a body the operation does not take',
        },
        { request: 'GET /api/nothing', status: 500, problem: 'a path and method the document does not have' },
      ]
        .map((v) => JSON.stringify(v))
        .join('\n') + '\n',
    );
    expect(contractCheckVerdict(file, false).failures).toEqual([
      'getHealth: GET /api/health -> 200: a body the operation does not take',
      '(no operation): GET /api/nothing -> 500: a path and method the document does not have',
    ]);
  });

  it('fails when no API checked, where the run starts its own stack (CI); only notes it otherwise', () => {
    const required = contractCheckVerdict(file, true);
    expect(required.failures).toEqual([expect.stringContaining('no API of this run checked its traffic')]);
    const reused = contractCheckVerdict(file, false);
    expect(reused.failures).toEqual([]);
    expect(reused.notes).toEqual([expect.stringContaining('a running stack was reused')]);
  });
});
