// The release tokens of CROUPIER_RELEASE_TOKENS (config.ts): which team a presented token is, and
// whether that team owns a remote. A token is compared as its SHA-256 against every team's, each
// in constant time and none skipped, so the answer's time tells nothing of a token's characters
// or of which team matched.
import crypto from 'node:crypto';
import type { ReleaseTeam } from '../../config.js';

const digest = (token: string) => crypto.createHash('sha256').update(token, 'utf8').digest();

export function createReleaseTokens(teams: readonly ReleaseTeam[]) {
  const known = teams.map((team) => ({ team: team.team, modules: new Set(team.modules), digest: digest(team.token) }));

  return {
    /** The team whose token this is, or null. */
    teamFor(token: string): string | null {
      const presented = digest(token);
      let found: string | null = null;
      for (const entry of known) {
        if (crypto.timingSafeEqual(presented, entry.digest) && found === null) found = entry.team;
      }
      return found;
    },
    /** Whether the team's token may register and place releases of the remote. */
    owns(team: string, module: string): boolean {
      return known.some((entry) => entry.team === team && entry.modules.has(module));
    },
  };
}
