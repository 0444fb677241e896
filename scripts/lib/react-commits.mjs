// Counts React's work during a page load through the DevTools hook, which React DOM calls on
// every commit in production builds too: how many commits, and how many fibers each commit
// rendered (mounted, or rendered again), over every root of the page (the shell's and each
// remote's). Fewer is less main-thread time on a phone; unlike a timing, the count does not
// depend on how busy the machine is (`npm run bench`'s renders row).
/* global window -- the init script runs in the page */

/** Installs the counting hook before any of the page's scripts run. */
export async function countReactCommits(page) {
  await page.addInitScript(() => {
    const counts = { commits: 0, mounted: 0, rendered: 0, largest: 0 };
    const previous = new WeakMap(); // root -> the fibers of its tree at its last commit
    window.__reactCommits = counts;
    window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      renderers: new Map(),
      inject(renderer) {
        this.renderers.set(this.renderers.size + 1, renderer);
        return this.renderers.size;
      },
      checkDCE() {},
      onScheduleFiberRoot() {},
      onPostCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onCommitFiberRoot(_id, root) {
        // A fiber object not in the tree at the root's last commit was made in this one: React
        // keeps the same object for a subtree it skipped and swaps in the other copy for one it rendered.
        const before = previous.get(root) ?? new WeakSet();
        const now = new WeakSet();
        let inCommit = 0;
        const stack = root.current.child ? [root.current.child] : [];
        while (stack.length) {
          const fiber = stack.pop();
          now.add(fiber);
          if (!before.has(fiber)) {
            inCommit += 1;
            if (fiber.alternate) counts.rendered += 1;
            else counts.mounted += 1;
          }
          if (fiber.sibling) stack.push(fiber.sibling);
          if (fiber.child) stack.push(fiber.child);
        }
        previous.set(root, now);
        counts.commits += 1;
        counts.largest = Math.max(counts.largest, inCommit);
      },
    };
  });
}

/** @returns {Promise<{ commits: number, mounted: number, rendered: number, largest: number }>} */
export function readReactCommits(page) {
  return page.evaluate(() => ({ ...window.__reactCommits }));
}
