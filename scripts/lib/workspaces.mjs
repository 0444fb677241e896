// The npm workspaces of the root package.json, expanded: "mf-*" is every mf- folder with a
// package.json, so a new remote's folder is a workspace without editing package.json.
import fs from 'node:fs';
import path from 'node:path';

/** A workspace pattern is a folder name, optionally with one trailing '*' ("mf-*"). */
function expand(root, pattern) {
  if (!pattern.endsWith('*')) return [pattern];
  if (pattern.slice(0, -1).includes('*') || pattern.includes('/')) {
    throw new Error(`workspaces: only "<name>" or "<prefix>*" folders are supported, got "${pattern}"`);
  }
  const prefix = pattern.slice(0, -1);
  return fs
    .readdirSync(root, { withFileTypes: true })
    .filter(
      (d) => d.isDirectory() && d.name.startsWith(prefix) && fs.existsSync(path.join(root, d.name, 'package.json')),
    )
    .map((d) => d.name)
    .sort();
}

/** @param {string} root @returns {string[]} the workspace folders, in package.json's order */
export function workspaceFolders(root) {
  const { workspaces = [] } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  return [...new Set(workspaces.flatMap((pattern) => expand(root, pattern)))];
}

/** @param {string} root @returns {string[]} workspace folders package-lock.json does not list (npm ci refuses then) */
export function workspacesMissingFromLock(root) {
  const lockFile = path.join(root, 'package-lock.json');
  if (!fs.existsSync(lockFile)) return [];
  const { packages = {} } = JSON.parse(fs.readFileSync(lockFile, 'utf8'));
  return workspaceFolders(root).filter((folder) => !packages[folder]);
}
