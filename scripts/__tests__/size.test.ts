// npm run size holds each app to its gzip budget and fails past one (scripts/size.mjs).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BUDGETS, formatRows, sizeRows } from '../size.mjs';

/** A built tree: the shell's first-render list and one remote's manifest, with files of `bytes` random (incompressible) bytes. */
function builtTree(bytes: number) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'size-'));
  const write = (file: string, body: string | Buffer) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), body);
  };
  const random = () => Buffer.from(Array.from({ length: bytes }, () => Math.floor(Math.random() * 256)));
  write('shell/dist/main.js', random());
  write('shell/dist/size/first-render.json', JSON.stringify({ files: ['main.js'] }));
  write('mf-x/dist/remoteEntry.js', random());
  write('mf-x/dist/app.js', random());
  write(
    'mf-x/dist/mf-manifest.json',
    JSON.stringify({
      metaData: { remoteEntry: { path: '', name: 'remoteEntry.js' } },
      exposes: [{ path: './app', assets: { js: { sync: ['app.js'] } } }],
    }),
  );
  return root;
}

const budgets = { 'shell first render': 20 * 1024, 'mf-x': 20 * 1024 };

describe('scripts/size.mjs', () => {
  it('passes apps within their budget and shows each against it', () => {
    const rows = sizeRows(builtTree(4 * 1024), ['mf-x'], budgets);
    expect(rows.map((r) => [r.app, r.what, r.problem])).toEqual([
      ['shell', 'first render (1 files)', undefined],
      ['mf-x', 'remoteEntry + ./app (2 files)', undefined],
    ]);
    expect(formatRows(rows)).toMatch(
      /mf-x\s+remoteEntry \+ \.\/app \(2 files\)\s+[\d.]+ KB\s+[\d.]+ KB\s+20\.0 KB\s+ok/,
    );
  });

  it('fails an app past its budget, and one that is not built', () => {
    const rows = sizeRows(builtTree(12 * 1024), ['mf-x', 'mf-missing'], budgets);
    expect(rows.find((r) => r.app === 'mf-x')?.problem).toMatch(/^over budget by/);
    expect(rows.find((r) => r.app === 'shell')?.problem).toBeUndefined();
    expect(rows.find((r) => r.app === 'mf-missing')?.problem).toMatch(/not built/);
  });

  it('has a budget for the shell and every remote of the manifest', () => {
    expect(Object.keys(BUDGETS).sort()).toEqual([
      'mf-auth',
      'mf-games',
      'mf-member-center',
      'mf-promotions',
      'mf-proxy',
      'shell first render',
    ]);
  });
});
