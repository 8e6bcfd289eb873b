// The web app's features stand alone: a module under src/features/<name>/ imports only its own feature and the
// shared layers (components/, lib/, app/ composes features into pages). The console is one feature.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const webSource = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');
const featuresDir = path.join(webSource, 'features');

/** The feature a file or import target lies in, or null outside src/features. */
function featureOf(file) {
  const relative = path.relative(featuresDir, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [feature] = relative.split(path.sep);
  return feature && feature !== relative ? feature : null;
}

/** Where an import points inside the web app's source, or null for packages. */
function target(specifier, importer) {
  if (specifier.startsWith('@/')) return path.join(webSource, specifier.slice(2));
  if (specifier.startsWith('.')) return path.resolve(path.dirname(importer), specifier);
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
const noCrossFeatureImports = {
  meta: {
    type: 'problem',
    docs: {
      description: 'A feature imports no other feature; compose features in app/ or share through lib/.',
    },
    messages: {
      crossFeature:
        "The '{{from}}' feature imports the '{{to}}' feature: compose them in app/ or move what they share to components/ or lib/.",
    },
    schema: [],
  },
  create(context) {
    const from = featureOf(context.filename);
    if (!from) return {};
    const check = (source) => {
      if (!source || typeof source.value !== 'string') return;
      const resolved = target(source.value, context.filename);
      const to = resolved && featureOf(resolved);
      if (to && to !== from) context.report({ node: source, messageId: 'crossFeature', data: { from, to } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source.type === 'Literal' ? node.source : null),
    };
  },
};

export const featureBoundaries = { rules: { 'no-cross-feature-imports': noCrossFeatureImports } };
