import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { checkSubsetCoverage, importsOf, SHARED_SUBSETS, subsetModuleSource } from './shared-subsets';

const rootDir = path.resolve(__dirname, '..', '..', '..');

describe('importsOf', () => {
  it('collects named value imports, across lines and renames, and skips type-only ones', () => {
    const source = [
      "import { Button, Table as AntTable, type TableColumnsType } from 'antd';",
      "import type { InputProps } from 'antd';",
      'import {',
      '  Modal,',
      '  Form,',
      "} from 'antd';",
      "import { Button as Other } from 'antd-mobile';",
    ].join('\n');
    const found = importsOf(source, 'antd');
    expect([...found.names].sort()).toEqual(['Button', 'Form', 'Modal', 'Table']);
    expect(found.problems).toEqual([]);
  });

  it('flags the forms that would bypass a shared subset', () => {
    const source = [
      "import * as antd from 'antd';",
      "import Default from 'antd';",
      "import { Button } from 'antd/es/button';",
      "export { Tag } from 'antd';",
      "const lazy = import('antd');",
    ].join('\n');
    const { problems } = importsOf(source, 'antd', 'page.tsx');
    expect(problems).toHaveLength(5);
    expect(problems.join('\n')).toMatch(/deep import/);
    expect(problems.join('\n')).toMatch(/re-export/);
  });

  it('reads subpath packages such as firebase/auth', () => {
    const found = importsOf("import { signOut, type Auth } from 'firebase/auth';", 'firebase/auth');
    expect([...found.names]).toEqual(['signOut']);
  });
});

describe('checkSubsetCoverage', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'subset-'));
    mkdirSync(path.join(dir, 'pages'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('names a component the subset lacks, and ignores test files', () => {
    writeFileSync(path.join(dir, 'pages', 'Notes.tsx'), "import { Timeline, Button } from 'antd';\n");
    writeFileSync(path.join(dir, 'pages', 'Notes.test.tsx'), "import { Drawer } from 'antd';\n");
    const problems = checkSubsetCoverage('antd', [dir], ['Button']);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/imports Timeline from 'antd'.*add it to SHARED_SUBSETS\['antd'\]/);
  });

  it.each(Object.keys(SHARED_SUBSETS))('the subset of %s covers every package that shares it', (pkg) => {
    const packages = [
      'shell',
      'web-kit',
      'mf-public',
      'mf-admin-content',
      'mf-admin-inquiries',
      'mf-admin-service-area',
    ];
    expect(
      checkSubsetCoverage(
        pkg,
        packages.map((p) => path.join(rootDir, p, 'src')),
      ),
    ).toEqual([]);
  });
});

describe('subsetModuleSource', () => {
  it('re-exports the listed names from the ES module entry, by file path', () => {
    const source = subsetModuleSource(path.join(rootDir, 'shell'), 'antd', ['Table', 'Button']);
    expect(source).toMatch(/export \{ Button, Table \} from ".*\/node_modules\/antd\/es\/index\.js";/);
  });

  it('finds the browser entry of a subpath package', () => {
    const source = subsetModuleSource(path.join(rootDir, 'shell'), 'firebase/auth', ['signOut']);
    expect(source).toMatch(/from ".*\/node_modules\/firebase\/auth\/dist\/esm\/index\.esm\.js"/);
  });
});
