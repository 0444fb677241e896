// The repository's own ESLint rules (plugin `croupier`), for the boundaries ESLint's core rules
// cannot see: no-restricted-imports checks `import ... from` only, not `import()` or require(),
// and a Module Federation id ('mf_auth/app') looks like any bare package name to it.
import path from 'node:path';

/** The module name an import of any form names, or its fixed prefix for a template literal. */
function sourceOf(node) {
  if (!node) return null;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral') return node.quasis[0]?.value.cooked ?? null;
  // `typeof import('x')` in a type: typescript-eslint wraps the literal in a TSLiteralType.
  if (node.type === 'TSLiteralType') return sourceOf(node.literal);
  return null;
}

/** Calls `check(sourceNode, source)` for every import a file makes: static, re-export, import(), require(), import type. */
function everyImport(check) {
  const visit = (sourceNode) => {
    const source = sourceOf(sourceNode);
    if (source !== null) check(sourceNode, source);
  };
  return {
    ImportDeclaration: (node) => visit(node.source),
    ExportNamedDeclaration: (node) => node.source && visit(node.source),
    ExportAllDeclaration: (node) => visit(node.source),
    ImportExpression: (node) => visit(node.source),
    TSImportType: (node) => visit(node.argument),
    TSExternalModuleReference: (node) => visit(node.expression),
    CallExpression: (node) => {
      if (node.callee.type === 'Identifier' && node.callee.name === 'require' && node.arguments.length === 1)
        visit(node.arguments[0]);
    },
  };
}

const patternsSchema = {
  type: 'array',
  items: {
    type: 'object',
    properties: { regex: { type: 'string' }, message: { type: 'string' } },
    required: ['regex', 'message'],
    additionalProperties: false,
  },
};

/** Imports (of any form) matching a zone's patterns: the boundaries between the apps. */
const noCrossAppImport = {
  meta: {
    type: 'problem',
    docs: { description: 'An app imports no other app, in any import form (static, import(), require(), re-export).' },
    schema: [
      { type: 'object', properties: { patterns: patternsSchema }, required: ['patterns'], additionalProperties: false },
    ],
    messages: { crossApp: "'{{source}}': {{message}}" },
  },
  create(context) {
    const patterns = context.options[0].patterns.map((p) => ({ regex: new RegExp(p.regex), message: p.message }));
    return everyImport((node, source) => {
      const hit = patterns.find((p) => p.regex.test(source));
      if (hit) context.report({ node, messageId: 'crossApp', data: { source, message: hit.message } });
    });
  },
};

/** Imports of a remote by its Module Federation id ('mf_auth/app'): only the shell's registry loads remotes, at run time. */
const noFederationId = {
  meta: {
    type: 'problem',
    docs: { description: "No import names a remote's Module Federation container ('mf_auth/app')." },
    schema: [
      {
        type: 'object',
        properties: { federationNames: { type: 'array', items: { type: 'string' } } },
        required: ['federationNames'],
        additionalProperties: false,
      },
    ],
    messages: {
      federationId:
        "'{{source}}' is a Module Federation id: a remote is loaded at run time by the shell's registry (shell/src/remotes/registry.ts) from the brand's module list, never imported. Across remotes, use the bus, the stores or the shell.",
    },
  },
  create(context) {
    const names = context.options[0].federationNames;
    if (names.length === 0) return {};
    const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const id = new RegExp(`^(${names.map(escape).join('|')})(/|$)`);
    return everyImport((node, source) => {
      if (id.test(source)) context.report({ node, messageId: 'federationId', data: { source } });
    });
  },
};

/**
 * Inside an app's src/, a folder directly under src/ is a feature, and its index.ts is its face:
 * code outside the feature (another feature, or a file at the top of src/) imports the feature only
 * through that index, so what the feature keeps behind it can change without the others knowing.
 * `exempt` names the folders of src/ that are no feature (translations, test support): any file
 * may import their files. Relative imports only: a package import is the app boundaries' matter.
 */
const noFeatureInternals = {
  meta: {
    type: 'problem',
    docs: {
      description: "Outside a feature folder of an app's src/, the feature is imported only through its index.ts.",
    },
    schema: [
      {
        type: 'object',
        properties: { src: { type: 'string' }, exempt: { type: 'array', items: { type: 'string' } } },
        required: ['src'],
        additionalProperties: false,
      },
    ],
    messages: {
      internal:
        "'{{source}}' reaches into {{feature}}/: import its face, '{{face}}', and export what you need from there.",
    },
  },
  create(context) {
    const { src, exempt = [] } = context.options[0];
    /** The path's segments under src/, or null outside it. */
    const underSrc = (file) => {
      const relative = path.relative(src, file);
      return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative.split(path.sep) : null;
    };
    const file = context.filename;
    const from = underSrc(file);
    if (!from) return {};
    const own = from.length > 1 ? from[0] : null;
    return everyImport((node, source) => {
      if (!source.startsWith('.')) return;
      const to = underSrc(path.resolve(path.dirname(file), source));
      if (!to) return;
      // A template's fixed prefix ('./lists/${name}') ends inside the folder it names; a static
      // path of one segment is a file at the top of src/, or a feature's folder (its index).
      const dynamic = node.type === 'TemplateLiteral' && node.expressions.length > 0;
      const inside = dynamic && source.endsWith('/') ? to.length >= 1 : to.length >= 2;
      const [feature, ...rest] = to;
      if (!inside || feature === own || exempt.includes(feature)) return;
      // Its faces: index (the app's) and first-paint (what the remote's first-paint module, built
      // for Node, takes from it: no browser code, build/first-paint-build.cjs).
      if (!dynamic && rest.length === 1 && /^(index|first-paint)(\.[cm]?[jt]sx?)?$/.test(rest[0])) return;
      const face = path
        .relative(path.dirname(file), path.join(src, feature, 'index.js'))
        .split(path.sep)
        .join('/');
      context.report({
        node,
        messageId: 'internal',
        data: { source, feature, face: face.startsWith('.') ? face : `./${face}` },
      });
    });
  },
};

export const croupierPlugin = {
  meta: { name: 'croupier' },
  rules: {
    'no-cross-app-import': noCrossAppImport,
    'no-federation-id': noFederationId,
    'no-feature-internals': noFeatureInternals,
  },
};
