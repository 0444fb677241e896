// The layout class and the template's colours go on the root element (<html>), so that what
// renders outside the shell's tree (modals and drawers in portals) takes the same palette.

/** Adds the classes and properties; returns the undo (exactly what was added). */
export function applyToRoot(root: HTMLElement, className: string, variables: Record<string, string>): () => void {
  const classes = className.split(/\s+/).filter((c) => c && !root.classList.contains(c));
  root.classList.add(...classes);
  for (const [name, value] of Object.entries(variables)) root.style.setProperty(name, value);
  return () => {
    root.classList.remove(...classes);
    for (const name of Object.keys(variables)) root.style.removeProperty(name);
  };
}
