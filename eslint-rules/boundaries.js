// @ts-check
import path from 'node:path';

/**
 * The console's dependency rule (bulletproof-react), by where files are, not
 * by a list: every folder under ui/src/features is a feature; a feature
 * imports no other feature and not the app; shared code (components, entities,
 * lib, i18n, config, mocks, testing...) imports neither features nor the app,
 * so what two features show belongs in entities/ or components/. Only the app
 * (routes, layout) composes features. Relative imports, `@/` imports,
 * re-exports and dynamic `import()` are all resolved before they are judged.
 */

/** @typedef {{ kind: 'feature', name: string } | { kind: 'app' } | { kind: 'shared', name: string } | { kind: 'entry' }} Layer */

/**
 * Where a file sits in ui/src, or null outside it.
 * @param {string} src the absolute path of ui/src
 * @param {string} file an absolute path
 * @returns {Layer | null}
 */
export function layerOf(src, file) {
  const relative = path.relative(src, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [top, name] = relative.split(path.sep);
  if (!top || name === undefined) return { kind: 'entry' };
  if (top === 'features') return { kind: 'feature', name };
  if (top === 'app') return { kind: 'app' };
  return { kind: 'shared', name: top };
}

/**
 * Why an import from one layer into another is not allowed, or null.
 * @param {Layer} from
 * @param {Layer} to
 * @returns {string | null}
 */
export function violation(from, to) {
  if (from.kind === 'feature') {
    if (to.kind === 'feature' && to.name !== from.name) {
      return `features/${from.name} may not import features/${to.name}: move what both need to components/ or lib/, or compose them in app/.`;
    }
    if (to.kind === 'app') return `features/${from.name} may not import the app; the app imports features.`;
  }
  if (from.kind === 'shared' && (to.kind === 'feature' || to.kind === 'app')) {
    return `${from.name}/ is shared code: it may not import ${to.kind === 'app' ? 'the app' : `features/${to.name}`}.`;
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
export const boundaries = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Features never import each other or the app; shared code never imports features or the app.',
    },
    schema: [{ type: 'object', properties: { src: { type: 'string' } }, additionalProperties: false }],
    messages: { boundary: '{{reason}}' },
  },
  create(context) {
    const src = /** @type {{ src: string }} */ (context.options[0]).src;
    const from = layerOf(src, context.filename);
    if (!from) return {};
    /** @param {import('estree').Node | null | undefined} source */
    const check = (source) => {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const specifier = source.value;
      let target;
      if (specifier.startsWith('.')) target = path.resolve(path.dirname(context.filename), specifier);
      else if (specifier.startsWith('@/')) target = path.join(src, specifier.slice(2));
      else return;
      const to = layerOf(src, target);
      const reason = to && violation(from, to);
      if (reason) context.report({ node: source, messageId: 'boundary', data: { reason } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};
