// Stops every service state.json lists (a test may have replaced one) and drops the database.
import fs from 'node:fs';
import { stopDescribed } from '../../scripts/stack.mjs';
import { readStateIfAny, writeState } from './state.js';

export default async function globalTeardown(): Promise<void> {
  const state = readStateIfAny();
  if (!state) return;
  await stopDescribed(state);
  fs.rmSync(state.dataDir, { recursive: true, force: true });
  for (const service of Object.values(state.services)) service.pid = null;
  writeState(state);
}
