// Which overlay is on top. Only the top modal handles Escape and traps focus, and every
// new overlay (modal or toast) is painted above the ones before it, starting at DEFAULT_Z_INDEX.
import { DEFAULT_Z_INDEX } from '../contracts/index.js';

let zIndex = DEFAULT_Z_INDEX;

/** A z-index above every overlay opened so far. */
export function nextZIndex(): number {
  zIndex += 1;
  return zIndex;
}

interface Layer {
  id: string;
  parentId: string | null;
}

const stack: Layer[] = [];
const parents = new Map<string, string | null>();
/** Told when a modal opens or closes (useModalOpen re-renders on it). */
const watchers = new Set<() => void>();
const changed = () => watchers.forEach((watch) => watch());

/** Calls `watch` whenever a modal opens or closes; returns the function that stops it. */
export function watchModals(watch: () => void): () => void {
  watchers.add(watch);
  return () => watchers.delete(watch);
}

function isAncestor(candidate: string, of: string): boolean {
  for (let p = parents.get(of) ?? null; p !== null; p = parents.get(p) ?? null) {
    if (p === candidate) return true;
  }
  return false;
}

/**
 * Registers an open modal. `parentId` is the modal it is rendered inside (React tree), if any.
 * Effects run child-first, so when a parent and a nested child open in the same commit the
 * child registers first; the parent is then slotted below it rather than pushed on top.
 */
export function pushModal(id: string, parentId: string | null): () => void {
  parents.set(id, parentId);
  const childAt = stack.findIndex((layer) => isAncestor(id, layer.id));
  const layer = { id, parentId };
  if (childAt === -1) stack.push(layer);
  else stack.splice(childAt, 0, layer);
  changed();
  return () => {
    const at = stack.indexOf(layer);
    if (at !== -1) stack.splice(at, 1);
    parents.delete(id);
    changed();
  };
}

export function isTopModal(id: string): boolean {
  return stack[stack.length - 1]?.id === id;
}

export function hasOpenModal(): boolean {
  return stack.length > 0;
}
