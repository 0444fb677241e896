// shared is the versioned contract between separately deployed teams: each export of
// @croupier/shared is used by two apps or more (scripts/shared-exports.mjs; the remotes'
// standalone harness inside shared counts as one, since it stands in for the shell).
import { HARNESS, sharedExportUse, summary, tooFewUsers } from '../shared-exports.mjs';

jest.setTimeout(120_000);

type Use = Record<string, { name: string; apps: string[] }[]>;
let use: Use;
beforeAll(() => {
  use = sharedExportUse();
});

const appsOf = (entry: string, name: string) => use[entry]!.find((e) => e.name === name)?.apps;

describe('scripts/shared-exports.mjs', () => {
  it('counts the harness as a user of what it takes from the rest of shared (the realtime facade it builds props with)', () => {
    expect(appsOf('@croupier/shared', 'createRealtime')).toEqual(expect.arrayContaining([HARNESS, 'shell']));
  });

  it('but not of its own exports, which the remotes import', () => {
    expect(appsOf('@croupier/shared/testing', 'mountRemote')).not.toContain(HARNESS);
    expect(
      appsOf('@croupier/shared/testing', 'mountRemote')!.filter((app) => app.startsWith('mf-')).length,
    ).toBeGreaterThan(1);
  });

  it('ends with a summary line whose counts add up', () => {
    const line = summary(use);
    const [total, two, one, none, against] = (
      /^shared exports: (\d+); used by two or more apps: (\d+), by one: (\d+), by none: (\d+); against the rule: (\d+)$/.exec(
        line,
      ) ?? []
    )
      .slice(1)
      .map(Number);
    expect(total).toBe(Object.values(use).flat().length);
    expect(two! + one! + none!).toBe(total);
    expect(tooFewUsers(use)).toHaveLength(against!);
  });

  it('counts a tool by its module: the window registry serves mf-games (opening) and the shell (closing)', () => {
    expect(appsOf('@croupier/shared', 'gameWindowName')).toEqual(['mf-games']);
    expect(appsOf('@croupier/shared', 'closeWaitingWindow')).toEqual(['shell']);
    expect(tooFewUsers(use).join('\n')).not.toMatch(/gameWindowName|closeWaitingWindow/);
  });

  it("counts a contract's users through the tools and contracts built on it", () => {
    // No app imports GAME_TYPES but the api; mf-games reads it through gameTypeById.
    expect(appsOf('@croupier/shared/contracts', 'GAME_TYPES')).toEqual(['api']);
    expect(appsOf('@croupier/shared/contracts', 'gameTypeById')).toEqual(expect.arrayContaining(['api', 'mf-games']));
    expect(tooFewUsers(use).join('\n')).not.toMatch(/\bGAME_TYPES\b/);
  });

  it('finds no export of @croupier/shared against the rule (printed by `node scripts/shared-exports.mjs`)', () => {
    expect(tooFewUsers(use)).toEqual([]);
  });
});
