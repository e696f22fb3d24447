import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { importCycles, routeBack } from './import-cycles.js';

/** A folder of modules, by relative path and text. */
function tree(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'import-cycles-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

/** The rule's messages for one file of `root`, linted as `npm run lint` lints it (typescript-eslint's parser). */
function lint(root: string, file: string, text: string): string[] {
  const linter = new Linter({ cwd: root });
  return linter
    .verify(
      text,
      [
        {
          files: ['**/*.{ts,tsx}'],
          languageOptions: { parser: tseslint.parser as Linter.Parser },
          plugins: { cycles: importCycles },
          rules: { 'cycles/import-cycles': 'error' },
        },
      ],
      path.join(root, file),
    )
    .map((message) => message.message);
}

describe('import-cycles', () => {
  it('reports a circle of two files through a type-only import, with its route, on both files', () => {
    const files = {
      'src/Dialog.tsx': "import { Compare } from './Compare';\nexport interface Field { name: string }\n",
      'src/Compare.tsx':
        "import type { Field } from './Dialog';\nexport const Compare = (f: Field) => f.name;\n",
    };
    const root = tree(files);
    expect(lint(root, 'src/Dialog.tsx', files['src/Dialog.tsx'])).toEqual([
      expect.stringContaining('Import circle: src/Dialog.tsx -> src/Compare.tsx -> src/Dialog.tsx'),
    ]);
    expect(lint(root, 'src/Compare.tsx', files['src/Compare.tsx'])).toEqual([
      expect.stringContaining('Import circle: src/Compare.tsx -> src/Dialog.tsx -> src/Compare.tsx'),
    ]);
  });

  it('follows lazy imports, re-exports and NodeNext .js suffixes, over longer routes', () => {
    const files = {
      'a.ts': "export const load = () => import('./b.js');\n",
      'b.ts': "export * from './c';\n",
      'c/index.ts': "import { load } from '../a.js';\nexport const again = load;\n",
    };
    const root = tree(files);
    expect(lint(root, 'a.ts', files['a.ts'])).toEqual([
      expect.stringContaining('Import circle: a.ts -> b.ts -> c/index.ts -> a.ts'),
    ]);
  });

  it('passes imports that only go one way, a shared module of their own, packages and style sheets', () => {
    const files = {
      'src/Dialog.tsx':
        "import { Compare } from './Compare';\nimport type { Field } from './field';\nimport './dialog.css';\nimport { z } from 'zod';\n",
      'src/Compare.tsx':
        "import type { Field } from './field';\nexport const Compare = (f: Field) => f.name;\n",
      'src/field.ts': 'export interface Field { name: string }\n',
      'src/dialog.css': '@import "./Dialog.tsx";\n',
    };
    const root = tree(files);
    for (const file of ['src/Dialog.tsx', 'src/Compare.tsx', 'src/field.ts'])
      expect(lint(root, file, files[file as keyof typeof files])).toEqual([]);
    expect(routeBack(path.join(root, 'src/Compare.tsx'), path.join(root, 'src/Dialog.tsx'))).toBeUndefined();
  });
});
