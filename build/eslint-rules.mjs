// The repository's own ESLint rules (plugin `croupier`), for the boundaries ESLint's core rules
// cannot see: no-restricted-imports checks `import ... from` only, not `import()` or require(),
// and a Module Federation id ('mf_auth/app') looks like any bare package name to it.

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
      if (node.callee.type === 'Identifier' && node.callee.name === 'require' && node.arguments.length === 1) visit(node.arguments[0]);
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
    schema: [{ type: 'object', properties: { patterns: patternsSchema }, required: ['patterns'], additionalProperties: false }],
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

export const croupierPlugin = {
  meta: { name: 'croupier' },
  rules: { 'no-cross-app-import': noCrossAppImport, 'no-federation-id': noFederationId },
};
