/**
 * Module Federation shares a library whole: a shared module's exports are all kept, since the build cannot know what
 * other builds will ask of it. Shared whole, antd was ~418 KiB gzip, @ant-design/icons ~180 KiB (every icon) and
 * firebase/auth ~34 KiB: most of an admin page's first load; and React Query, eager in the shell's main.js, weighs on
 * every public page. They are shared as a SUBSET instead: each build resolves
 * the bare request ('antd') to a small generated module that re-exports only the names listed here, so the library
 * behind it is tree-shaken to what the back office uses, under the same share key. Still one instance at runtime:
 * the shell's copy (loaded with the admin layout or the login page) is the singleton every remote takes.
 *
 * A build whose sources import a name that is not listed fails (checkSubsetCoverage): add the name here. Builds made
 * from different lists still meet at runtime (issue 25): each build states the names its copy offers and the names it
 * imports, and a remote whose needs the shell's copy does not cover takes its own copy (web-kit/federation).
 *
 * Not used: MF's own shared tree shaking (`shared.treeShaking`, mode 'runtime-infer' or 'server-calc'), experimental,
 * which builds a tree-shaken copy per consumer and falls back to the full library at runtime; in an earlier trial on
 * this stack it broke a remote (React error #130, a component that was not there). A generated re-export module is
 * plain Module Federation, and what it offers is checked at build time.
 */
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export const SHARED_SUBSETS: Readonly<Record<string, readonly string[]>> = {
  // Eager in the shell's main.js, so on every public page's first load too: no infinite, suspense, hydration or
  // multi-query code.
  '@tanstack/react-query': [
    'QueryClient',
    'QueryClientProvider',
    'hydrate',
    'keepPreviousData',
    'queryOptions',
    'useMutation',
    'useQuery',
    'useQueryClient',
  ],
  antd: [
    'Alert',
    'Button',
    'Card',
    'Col',
    'ConfigProvider',
    'Descriptions',
    'Divider',
    'Empty',
    'Flex',
    'Form',
    'Input',
    'Layout',
    'Menu',
    'Modal',
    'Pagination',
    'Popconfirm',
    'Progress',
    'Radio',
    'Row',
    'Select',
    'Skeleton',
    'Space',
    'Spin',
    'Statistic',
    'Switch',
    'Table',
    'Tabs',
    'Tag',
    'Typography',
  ],
  '@ant-design/icons': [
    'CloseOutlined',
    'CloudDownloadOutlined',
    'DashboardOutlined',
    'DeleteOutlined',
    'DownloadOutlined',
    'EditOutlined',
    'EnvironmentOutlined',
    'EyeOutlined',
    'FileTextOutlined',
    'InboxOutlined',
    'LogoutOutlined',
    'MenuFoldOutlined',
    'MenuUnfoldOutlined',
    'PlusOutlined',
    'ReloadOutlined',
    'SaveOutlined',
    'SearchOutlined',
    'SettingOutlined',
    'UndoOutlined',
  ],
  // The sign-in service (web-kit/firebase-session) uses e-mail + password and e-mail links: no popups, phone or
  // multi-factor code.
  'firebase/auth': [
    'EmailAuthProvider',
    'browserLocalPersistence',
    'connectAuthEmulator',
    'getAuth',
    'indexedDBLocalPersistence',
    'initializeAuth',
    'isSignInWithEmailLink',
    'onAuthStateChanged',
    'reauthenticateWithCredential',
    'sendSignInLinkToEmail',
    'signInWithEmailAndPassword',
    'signInWithEmailLink',
    'signOut',
    'updatePassword',
  ],
};

export interface PackageImports {
  /** Names imported as values (type-only imports need nothing at runtime). */
  names: Set<string>;
  /** Imports that would bypass the shared subset: namespace, default or deep imports, re-exports. */
  problems: string[];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** What one source file imports from `pkg` (plain `import { A, type B } from 'pkg'` is the only allowed form). */
export function importsOf(source: string, pkg: string, file = 'source'): PackageImports {
  const names = new Set<string>();
  const problems: string[] = [];
  const from = `from\\s+['"]${escape(pkg)}(/[^'"]*)?['"]`;
  const statement = new RegExp(`\\b(import|export)\\s+(type\\s+)?([^;]*?)\\s*${from}`, 'g');
  for (const match of source.matchAll(statement)) {
    const [text, keyword, typeOnly, clause = '', deep] = match;
    if (typeOnly) continue;
    const where = `${file}: ${text.replace(/\s+/g, ' ')}`;
    if (deep) problems.push(`${where} (a deep import is a second copy: import from '${pkg}')`);
    else if (keyword === 'export')
      problems.push(`${where} (re-export: import the names where they are used)`);
    else if (!/^\{[^}]*\}$/.test(clause.trim()))
      problems.push(`${where} (only named imports can be shared as a subset)`);
    else
      for (const part of clause.trim().slice(1, -1).split(',')) {
        const spec = part.trim();
        if (spec && !spec.startsWith('type ')) names.add(spec.split(/\s+as\s+/)[0]!);
      }
  }
  // import('pkg') and require('pkg') take the whole module object: not shareable as a subset either.
  for (const match of source.matchAll(
    new RegExp(`\\b(?:import|require)\\(\\s*['"]${escape(pkg)}['"]\\s*\\)`, 'g'),
  ))
    problems.push(`${file}: ${match[0]} (only named imports can be shared as a subset)`);
  return { names, problems };
}

/** Folders whose code never reaches a browser bundle: test helpers, and the server renderers of first views. */
const NOT_BROWSER_CODE = new Set(['node_modules', 'testing', 'first-paint']);

function sourceFiles(dir: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir)) {
    const file = path.join(dir, entry);
    if (statSync(file).isDirectory()) {
      if (!NOT_BROWSER_CODE.has(entry)) files.push(...sourceFiles(file));
    } else if (/\.tsx?$/.test(entry) && !/\.(test|spec)\.tsx?$/.test(entry) && !entry.endsWith('.d.ts')) {
      files.push(file);
    }
  }
  return files;
}

/** The names the sources under `srcDirs` import from `pkg` as values: what a build needs of a shared subset. */
export function importedNames(pkg: string, srcDirs: string[]): string[] {
  const names = new Set<string>();
  for (const dir of srcDirs)
    for (const file of sourceFiles(dir)) for (const name of importsOf(readFileSync(file, 'utf8'), pkg).names) names.add(name);
  return [...names].sort();
}

/**
 * Why the sources under `srcDirs` cannot use the shared subset of `pkg` (empty when they can): names the subset does
 * not offer, or import forms that would bypass it. Test files and test helpers are skipped (jest loads the real
 * package).
 */
export function checkSubsetCoverage(
  pkg: string,
  srcDirs: string[],
  subset = SHARED_SUBSETS[pkg] ?? [],
): string[] {
  const offered = new Set(subset);
  const problems: string[] = [];
  for (const dir of srcDirs)
    for (const file of sourceFiles(dir)) {
      const found = importsOf(readFileSync(file, 'utf8'), pkg, path.relative(process.cwd(), file));
      problems.push(...found.problems);
      for (const name of found.names)
        if (!offered.has(name))
          problems.push(
            `${path.relative(process.cwd(), file)} imports ${name} from '${pkg}', which its shared subset does not ` +
              `offer: add it to SHARED_SUBSETS['${pkg}'] in stack/src/build/shared-subsets.ts`,
          );
    }
  return problems;
}

/**
 * The browser ES module entry of `pkg` as installed for the package in `dir` (what `import 'pkg'` bundles). A subpath
 * such as firebase/auth is a folder of its package with a package.json of its own.
 */
function esmEntry(dir: string, pkg: string): string {
  const require = createRequire(path.join(dir, 'package.json'));
  const parts = pkg.split('/');
  const nameLength = pkg.startsWith('@') ? 2 : 1;
  const root = path.dirname(require.resolve(`${parts.slice(0, nameLength).join('/')}/package.json`));
  const folder = path.join(root, ...parts.slice(nameLength));
  const { module, browser, main } = JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8')) as {
    module?: string;
    browser?: unknown;
    main?: string;
  };
  return path.join(
    folder,
    module ?? (typeof browser === 'string' ? browser : undefined) ?? main ?? 'index.js',
  );
}

/**
 * Writes the module a build provides under the share key `pkg` (in the package's node_modules/.shared, one per package
 * so parallel builds never share a file) and returns its path. It imports the library by file path: a bare `pkg`
 * request resolves to this very module (the build aliases it here).
 */
export function writeSubsetModule(dir: string, pkg: string): string {
  // A short folder name: chunk names derive from it, and the shell's main.js lists every chunk name.
  const outDir = path.join(dir, 'node_modules', '.shared');
  mkdirSync(outDir, { recursive: true });
  const file = path.join(outDir, `${pkg.replace(/^@/, '').replace(/\//g, '-')}.js`);
  writeFileSync(file, subsetModuleSource(dir, pkg));
  return file;
}

/** The generated module's text: the subset's names re-exported from the library's ES module entry. */
export function subsetModuleSource(dir: string, pkg: string, subset = SHARED_SUBSETS[pkg] ?? []): string {
  return (
    `// Generated by stack/src/build/shared-subsets.ts: the part of ${pkg} shared between the shell and the remotes.\n` +
    `export { ${[...subset].sort().join(', ')} } from ${JSON.stringify(esmEntry(dir, pkg))};\n`
  );
}
