// Module hooks (node:module register) that run the api's TypeScript sources as they are, without
// a build: each .ts file is compiled alone by SWC (as jest's transform does), the sources' `./x.js`
// imports find `./x.ts`, and @croupier/shared resolves to its sources (its `source` export condition).
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { transform } from '@swc/core';

export async function resolve(specifier, context, nextResolve) {
  const conditions = specifier.startsWith('@croupier/') ? ['source', ...context.conditions] : context.conditions;
  try {
    return await nextResolve(specifier, { ...context, conditions });
  } catch (err) {
    const fromSource = context.parentURL?.endsWith('.ts') && /^\.\.?\/.*\.js$/.test(specifier);
    if (err?.code !== 'ERR_MODULE_NOT_FOUND' || !fromSource) throw err;
    return nextResolve(`${specifier.slice(0, -'.js'.length)}.ts`, context);
  }
}

export async function load(url, context, nextLoad) {
  if (!url.startsWith('file:') || !url.endsWith('.ts') || url.includes('/node_modules/')) return nextLoad(url, context);
  const filename = fileURLToPath(url);
  const { code } = await transform(await readFile(filename, 'utf8'), {
    filename,
    sourceMaps: 'inline',
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022', experimental: { keepImportAttributes: true } },
    module: { type: 'es6' },
  });
  return { format: 'module', source: code, shortCircuit: true };
}
