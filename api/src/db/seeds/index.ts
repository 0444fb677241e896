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

// The cashier before the member centre: the cashier writes player01's month of history only for a
// member without any ledger row yet, and the member centre's referral reward is one.
export type AreaSeed = (db: Db, now: number) => void;

export const areaSeeds: readonly AreaSeed[] = [seedEntry, seedContent, seedPages, seedAuth, seedLocale, seedRegister, seedRealtime, seedGames, seedCashier, seedMemberCentre];
