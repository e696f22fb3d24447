/**
 * ESLint rule: no import circles (issue 47). A module that imports, through any chain of relative imports, a module
 * that imports it back is reported at the import that starts the circle, with the whole route. Every kind of import
 * counts: `import type` (two files that need each other's types share them through a third), `export ... from` and
 * lazy `import()` (a module that loads another on demand is still tied to it). Unlike import-x/no-cycle, which leaves
 * type-only imports out, so three of the four circles issue 47 found would have passed it.
 *
 * Only relative specifiers are followed: a workspace package is imported by name from its build, and the direction
 * between packages is the boundaries' job (eslint.config.js). Each file's imports are read with TypeScript's
 * pre-processor (no type checking) and cached by modification time for the run.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const CODE = ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'];
/** NodeNext sources name the compiled file: `./x.js` is `./x.ts` (or .tsx) beside it. */
const COMPILED_TO = { '.js': ['.ts', '.tsx'], '.jsx': ['.tsx'], '.mjs': ['.mts'], '.cjs': ['.cts'] };

const isFile = (file) => statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;

/** The source file a relative specifier of `from` names, or undefined (a style sheet, an asset, nothing). */
export function resolveRelative(from, specifier) {
  const base = path.resolve(path.dirname(from), specifier);
  const ext = path.extname(base);
  const candidates = [
    ...(COMPILED_TO[ext] ?? []).map((source) => base.slice(0, -ext.length) + source),
    ...(CODE.includes(ext) ? [base] : []),
    ...CODE.map((code) => base + code),
    ...CODE.map((code) => path.join(base, `index${code}`)),
  ];
  return candidates.find(isFile);
}

const importsCache = new Map();

/** The source files `file` imports by relative specifiers, in the order written. */
export function importsOf(file) {
  const info = statSync(file, { throwIfNoEntry: false });
  if (!info) return [];
  const cached = importsCache.get(file);
  if (cached && cached.mtimeMs === info.mtimeMs) return cached.imports;
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  const imports = importedFiles
    .map(({ fileName }) => fileName)
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => resolveRelative(file, specifier))
    .filter((target) => target !== undefined && !target.includes(`${path.sep}node_modules${path.sep}`));
  importsCache.set(file, { mtimeMs: info.mtimeMs, imports });
  return imports;
}

/** A route of imports from `start` back to `file` (both ends included), or undefined when there is none. */
export function routeBack(start, file) {
  const seen = new Set();
  const search = (at, route) => {
    if (at === file) return route;
    if (seen.has(at)) return undefined;
    seen.add(at);
    for (const next of importsOf(at)) {
      const found = search(next, [...route, next]);
      if (found) return found;
    }
    return undefined;
  };
  return search(start, [file, start]);
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'No import circles, type-only and lazy imports included' },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const root = context.cwd;
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const target = resolveRelative(file, specifier);
      const route = target && routeBack(target, file);
      if (!route) return;
      context.report({
        node: node.source,
        message: `Import circle: ${route.map((at) => path.relative(root, at)).join(' -> ')}. Move what they share into a module of their own (type-only and lazy imports count too).`,
      });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export const importCycles = { rules: { 'import-cycles': rule } };
