import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { CONTRACT_VERSION } from '@croupier/shared';
import { SERVED_CONTRACT_MAJORS } from './contract-compatibility.js';
import { ensureControlStyles, injectStyle } from './previous-contract.js';
import { sharedOption } from './shared-modules.js';

const require = createRequire(__filename);
const { sharedVersions } = require('../../../build/shared-singletons.cjs') as {
  sharedVersions(): Record<string, { version: string; requiredVersion: string }>;
};
const surface = JSON.parse(
  fs.readFileSync(path.resolve(__dirname, '../../../shared/contract-surface.json'), 'utf8'),
) as { majors: Record<string, Record<string, string[]>> };

interface ShareEntry {
  lib?: () => unknown;
  get?: () => Promise<() => unknown>;
}

/** What a remote's import of `request` reads: the module the share scope hands over. */
async function handedOver(request: string): Promise<Record<string, unknown>> {
  const entry = sharedOption(sharedVersions())[request] as ShareEntry | undefined;
  if (!entry) throw new Error(`the shell provides no ${request}`);
  const module = entry.lib ? entry.lib() : (await (entry.get as NonNullable<ShareEntry['get']>)())();
  return module as Record<string, unknown>;
}

const currentMajor = Number.parseInt(CONTRACT_VERSION, 10);
const servedMajors = Array.from({ length: SERVED_CONTRACT_MAJORS }, (_, i) => String(currentMajor - i));

describe('what the share scope hands a remote of each major the shell serves', () => {
  it('is recorded for every served major, the previous one with the names 7.0.0 took out', () => {
    expect(servedMajors).toEqual([String(currentMajor), String(currentMajor - 1)]);
    for (const major of servedMajors) expect(surface.majors[major]?.['@croupier/shared']?.length).toBeGreaterThan(150);
    expect(surface.majors['6']?.['@croupier/shared']).toEqual(
      expect.arrayContaining(['injectStyle', 'ensureControlStyles']),
    );
  });

  it.each(servedMajors)('holds every name contract %s.x reads from a shared singleton', async (major) => {
    const missing: string[] = [];
    for (const [request, names] of Object.entries(surface.majors[major] ?? {})) {
      const module = await handedOver(request);
      for (const name of names) if (module[name] === undefined) missing.push(`${name} from ${request}`);
    }
    expect(missing).toEqual([]);
  });

  it('gives a previous-major remote the functions it calls, not just names', async () => {
    const root = await handedOver('@croupier/shared');
    expect(root.injectStyle).toBe(injectStyle);
    expect(root.ensureControlStyles).toBe(ensureControlStyles);
  });
});

describe("the previous major's injectStyle", () => {
  afterEach(() => {
    document.head.replaceChildren();
  });

  it('adds the style once, stamped with the nonce of the page frame’s elements', () => {
    const frameStyle = document.createElement('style');
    frameStyle.nonce = 'n0nce';
    document.head.appendChild(frameStyle);

    injectStyle('legacy-style', '.legacy{color:red}');
    injectStyle('legacy-style', '.legacy{color:blue}');

    const added = document.querySelectorAll<HTMLStyleElement>('#legacy-style');
    expect(added).toHaveLength(1);
    expect(added[0]?.textContent).toBe('.legacy{color:red}');
    expect(added[0]?.nonce).toBe('n0nce');
  });

  it('adds it without a nonce on a page that has none (a harness, a test)', () => {
    injectStyle('legacy-style', '.legacy{}');
    expect(document.getElementById('legacy-style')?.hasAttribute('nonce')).toBe(false);
    expect(() => ensureControlStyles(document)).not.toThrow();
  });
});
