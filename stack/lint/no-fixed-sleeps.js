/**
 * ESLint rule: no fixed sleeps in the API's tests (issue 48). A test waits for a condition (api/test/helpers/wait.ts
 * `until`, or draining the outbox), never for a fixed time: a fixed sleep either wastes time or, on a loaded machine,
 * passes before what it waits for has happened, and "sent once after 500 ms" proves nothing.
 *
 * Reported: a timer inside a promise (`new Promise((resolve) => setTimeout(resolve, 500))`, whatever the callback
 * looks like), `promisify(setTimeout)`, and the timers/promises module. A wait whose time is itself the point stays
 * when its line, or the comment just above it, says why: `// fixed-wait: <why, ten characters or more>`.
 * Not reported: a timer that is not awaited as a promise (a socket's timeout, a timer cleared later), fake timers.
 */
const JUSTIFIED = /fixed-wait:\s*\S.{9,}/;
const TIMERS_PROMISES = /^(node:)?timers\/promises$/;

const MESSAGE =
  'A fixed sleep in an API test: wait for the condition instead (until() of test/helpers/wait.ts, drainOutbox), ' +
  'or, where the time itself is the point, say why on the line above: // fixed-wait: <why>.';

const isSetTimeout = (node) =>
  (node?.type === 'Identifier' && node.name === 'setTimeout') ||
  (node?.type === 'MemberExpression' &&
    node.object.type === 'Identifier' &&
    ['globalThis', 'global', 'window'].includes(node.object.name) &&
    node.property.type === 'Identifier' &&
    node.property.name === 'setTimeout');

const isNewPromise = (node) =>
  node.type === 'NewExpression' && node.callee.type === 'Identifier' && node.callee.name === 'Promise';

const rule = {
  meta: {
    type: 'problem',
    docs: {
      description: 'No fixed sleeps in the API tests; a wait whose time is the point says why (fixed-wait:)',
    },
    schema: [],
  },
  create(context) {
    const source = context.sourceCode;
    /** A `fixed-wait:` comment ending on the node's first line or the line above it. */
    const justified = (node) => {
      const line = node.loc.start.line;
      return source
        .getAllComments()
        .some(
          (comment) =>
            comment.loc.end.line >= line - 1 && comment.loc.end.line <= line && JUSTIFIED.test(comment.value),
        );
    };
    const report = (node) => {
      if (!justified(node)) context.report({ node, message: MESSAGE });
    };
    return {
      CallExpression(node) {
        if (isSetTimeout(node.callee) && source.getAncestors(node).some(isNewPromise)) report(node);
        const callee = node.callee.type === 'MemberExpression' ? node.callee.property : node.callee;
        if (callee.type === 'Identifier' && callee.name === 'promisify' && isSetTimeout(node.arguments[0])) {
          report(node);
        }
      },
      ImportDeclaration(node) {
        if (TIMERS_PROMISES.test(String(node.source.value))) report(node);
      },
      ImportExpression(node) {
        if (node.source.type === 'Literal' && TIMERS_PROMISES.test(String(node.source.value))) report(node);
      },
    };
  },
};

export const noFixedSleeps = { rules: { 'no-fixed-sleeps': rule } };
