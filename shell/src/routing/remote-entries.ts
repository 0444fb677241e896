// The shell entries a remote route may name in the manifest of remotes (`entry`): logic that
// runs in front of the remote (spec 01 §2 guards and redirects).
import type { ComponentType, ReactNode } from 'react';
import { MemberCentreEntry, SlotGameEntry } from './entries.js';

export const REMOTE_ENTRIES: Readonly<Record<string, ComponentType<{ children: ReactNode }>>> = {
  /** /slotgame without gt_id and gp_id goes to '/'. */
  'slot-game': SlotGameEntry,
  /** /user?page=Deposit is /user/Deposit. */
  'member-centre': MemberCentreEntry,
};
