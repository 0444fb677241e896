// "A fresh clone stays clean": what a run (npm test, npm start) changed in the git working tree.
// A snapshot is every path `git status` lists (modified, added, deleted, untracked; ignored files
// are not listed) with a hash of its content, so a file that was already modified before the run
// and is rewritten by it counts as changed too.
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** @returns {Map<string, string> | null} path -> 'status content-hash'; null outside a git work tree (or without git) */
export function treeSnapshot(root) {
  let out;
  try {
    out = execFileSync('git', ['status', '--porcelain=v1', '-z', '--untracked-files=all'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch {
    return null;
  }
  const snapshot = new Map();
  const items = out.split('\0').filter(Boolean);
  for (let i = 0; i < items.length; i += 1) {
    const status = items[i].slice(0, 2);
    const file = items[i].slice(3);
    // A rename or copy is followed by its source path.
    if (status[0] === 'R' || status[0] === 'C') i += 1;
    snapshot.set(file, `${status} ${contentHash(path.join(root, file))}`);
  }
  return snapshot;
}

function contentHash(file) {
  try {
    const stat = fs.lstatSync(file);
    const content = stat.isSymbolicLink() ? fs.readlinkSync(file) : stat.isFile() ? fs.readFileSync(file) : '';
    return crypto.createHash('sha1').update(content).digest('hex');
  } catch {
    return 'gone';
  }
}

/** The paths whose status or content differ between two snapshots, sorted. */
export function changedPaths(before, after) {
  const paths = new Set([...before.keys(), ...after.keys()]);
  return [...paths].filter((p) => before.get(p) !== after.get(p)).sort();
}
