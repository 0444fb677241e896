// Schema migrations, applied in list order once each, keyed by name (see migrate.ts).
// Never edit a shipped migration: add a file under migrations/ and append it here.
// Times are epoch milliseconds; money is integer cents.
import { m001SitesMembersSessions } from './migrations/001-sites-members-sessions.js';
import { m002Outbox } from './migrations/002-outbox.js';
import { m003SiteContent } from './migrations/003-site-content.js';
import { m004HelpPages } from './migrations/004-help-pages.js';
import { m005AgentDomains } from './migrations/005-agent-domains.js';
import { m007FbTracking } from './migrations/007-fb-tracking.js';
import { m008LoginVerification } from './migrations/008-login-verification.js';
import { m009Registration } from './migrations/009-registration.js';
import { m010GamesCatalogue } from './migrations/010-games-catalogue.js';
import { m011GameSessionsPlay } from './migrations/011-game-sessions-play.js';
import { m012SiteModulesAnyRemote } from './migrations/012-site-modules-any-remote.js';
import { m013LoginThrottleSessionsIdle } from './migrations/013-login-throttle-sessions-idle.js';
import { m014Cashier } from './migrations/014-cashier.js';
import { m015MemberCentre } from './migrations/015-member-centre.js';
import { m016Agents } from './migrations/016-agents.js';
import { m017Promotions } from './migrations/017-promotions.js';
import { m018ResponsibleGaming } from './migrations/018-responsible-gaming.js';
import { m019Releases } from './migrations/019-releases.js';
import { m020ReleaseHealth } from './migrations/020-release-health.js';
import { m021ShellReleases } from './migrations/021-shell-releases.js';
import { m022Operators } from './migrations/022-operators.js';
import { m023ContentAssetBytes } from './migrations/023-content-asset-bytes.js';

export interface Migration {
  name: string;
  sql: string;
  /**
   * It rebuilds a table others refer to (SQLite cannot change a constraint in place): it runs with
   * foreign keys off, as SQLite's procedure for such changes says, and its transaction commits
   * only when every reference still holds.
   */
  rebuildsTables?: boolean;
}

export const migrations: readonly Migration[] = [
  m001SitesMembersSessions,
  m002Outbox,
  m003SiteContent,
  m004HelpPages,
  m005AgentDomains,
  m007FbTracking,
  m008LoginVerification,
  m009Registration,
  m010GamesCatalogue,
  m011GameSessionsPlay,
  m012SiteModulesAnyRemote,
  m013LoginThrottleSessionsIdle,
  m014Cashier,
  m015MemberCentre,
  m016Agents,
  m017Promotions,
  m018ResponsibleGaming,
  m019Releases,
  m020ReleaseHealth,
  m021ShellReleases,
  m022Operators,
  m023ContentAssetBytes,
];
