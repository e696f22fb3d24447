/**
 * ESLint rule: the layers inside a front-end package (bulletproof-react's zones). Dependencies point one way,
 * src/app -> src/features -> src/components | src/lib, and a feature never reaches into another feature: pages that
 * combine features live in src/app. Only relative imports are checked; packages are the cross-package rule's job.
 */
import path from 'node:path';

const ZONE = /^(?<pkg>.+?)\/src\/(?<layer>app|features|components|lib)(?:\/(?<feature>[^/]+)\/)?/;
const SHARED_LAYERS = new Set(['components', 'lib']);

/** The package, layer and (for features) feature name of a path, or undefined outside the zoned layers. */
export function zoneOf(file) {
  const match = ZONE.exec(file.split(path.sep).join('/'));
  return match?.groups;
}

/** Why importing `to` from `from` breaks the layering, or undefined when it is allowed. */
export function boundaryViolation(from, to) {
  if (!from || !to || from.pkg !== to.pkg) return undefined;
  if (to.layer === 'app' && from.layer !== 'app') return 'Only src/app imports src/app: it composes the rest.';
  if (SHARED_LAYERS.has(from.layer) && to.layer === 'features')
    return `src/${from.layer} is shared by every feature, so it imports none: move the piece down or compose in src/app.`;
  if (from.layer === 'features' && to.layer === 'features' && from.feature !== to.feature)
    return `Feature "${from.feature}" reaches into feature "${to.feature}": compose features in src/app, or move the shared piece to src/components or src/lib.`;
  return undefined;
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep src/app -> src/features -> src/components|lib one-way, and features apart' },
    schema: [],
  },
  create(context) {
    const from = zoneOf(context.filename);
    if (!from) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const message = boundaryViolation(from, zoneOf(path.resolve(path.dirname(context.filename), source)));
      if (message) context.report({ node: node.source, message });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export const featureBoundaries = { rules: { 'feature-boundaries': rule } };
