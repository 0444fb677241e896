// Seeds of the areas added after the base seed. Each runs at every start, inside one
// transaction, after the base seed, so it must be idempotent (INSERT OR IGNORE on stable keys):
// a developer's existing database picks up a new area's rows too.
import type { Db } from '../database.js';
import { seedEntry } from './entry.js';
import { seedContent } from './content.js';
import { seedPages } from './pages.js';
import { seedAuth } from './auth.js';
import { seedLocale } from './locale.js';
import { seedRegister } from './register.js';
import { seedRealtime } from './realtime.js';
import { seedGames } from './games.js';
import { seedMemberCentre } from './member-centre.js';
import { seedCashier } from './cashier.js';
import { seedAgents } from './agents.js';
import { seedPromotionsArea } from './promotions.js';
import { seedPromotionsContent } from './promotions-content.js';
import { seedResponsibleGaming } from './responsible-gaming.js';

export type AreaSeed = (db: Db, now: number) => void;

// seedCashier writes the history that explains the balances of members without ledger rows
// (player01's month); seedMemberCentre comes after it and writes its own members' rows and
// player01's referral reward, so each member's ledger sums to its balances. seedAgents comes
// last: it places its members under agent01 next to the member centre's (the cashier's methods
// pay their deposits) and writes each one's history as it creates it. seedPromotionsContent
// comes after seedGames: its game banners name games of the catalogue.
export const areaSeeds: readonly AreaSeed[] = [
  seedEntry,
  seedContent,
  seedPages,
  seedAuth,
  seedLocale,
  seedRegister,
  seedRealtime,
  seedGames,
  seedCashier,
  seedMemberCentre,
  seedAgents,
  seedPromotionsArea,
  seedPromotionsContent,
  seedResponsibleGaming,
];
