import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { noFixedSleeps } from './no-fixed-sleeps.js';

/** The rule's report lines for a test file's text, linted as `npm run lint` lints it (typescript-eslint's parser). */
function lint(text: string): number[] {
  return new Linter()
    .verify(
      text,
      [
        {
          files: ['**/*.ts'],
          languageOptions: { parser: tseslint.parser as Linter.Parser },
          plugins: { waits: noFixedSleeps },
          rules: { 'waits/no-fixed-sleeps': 'error' },
        },
      ],
      'api/test/x.e2e-spec.ts',
    )
    .map((message) => {
      expect(message.message).toContain('fixed sleep');
      return message.line;
    });
}

describe('no-fixed-sleeps', () => {
  it('reports a timer awaited as a promise, whatever its callback, and the timers/promises module', () => {
    expect(lint('await new Promise((resolve) => setTimeout(resolve, 500));')).toEqual([1]);
    expect(lint('x;\nawait new Promise<void>((ok) => {\n  setTimeout(() => { ok(); }, 300);\n});')).toEqual([
      3,
    ]);
    expect(lint('const sleep = (ms: number) => new Promise((r) => globalThis.setTimeout(r, ms));')).toEqual([
      1,
    ]);
    expect(lint("import { setTimeout as sleep } from 'node:timers/promises';")).toEqual([1]);
    expect(lint("const { setTimeout } = await import('timers/promises');")).toEqual([1]);
    expect(lint("import { promisify } from 'node:util';\nconst sleep = promisify(setTimeout);")).toEqual([2]);
  });

  it('accepts a wait whose line or the comment above says why, and timers that are not sleeps', () => {
    expect(
      lint('// fixed-wait: the delay is what is tested\nawait new Promise((r) => setTimeout(r, 5));'),
    ).toEqual([]);
    expect(
      lint('await new Promise((r) => setTimeout(r, 5)); // fixed-wait: the delay is what is tested'),
    ).toEqual([]);
    // A reason is required, and it must be next to the wait.
    expect(lint('// fixed-wait:\nawait new Promise((r) => setTimeout(r, 5));')).toEqual([2]);
    expect(lint('// fixed-wait: far above the wait\n\nawait new Promise((r) => setTimeout(r, 5));')).toEqual([
      3,
    ]);
    expect(lint('socket.setTimeout(1000, () => socket.destroy());')).toEqual([]);
    expect(lint('const timer = setTimeout(() => controller.abort(), 5000);')).toEqual([]);
    expect(lint('jest.useFakeTimers();\njest.advanceTimersByTime(1000);')).toEqual([]);
  });
});
