// A part of the page that draws nothing at first (the window plumbing's listeners, the native
// app's bridge): its code is a chunk asked with the first render, not part of it. Its own
// Suspense boundary, so nothing else waits for it. A chunk that fails to load after a deploy
// reloads the page once, as the shell's other chunks do (chunk-reload.ts); otherwise the part is
// left out.
import { lazy, Suspense, type ComponentType } from 'react';
import { reloadForShellChunkFailure } from './chunk-reload.js';

const Nothing = () => null;

export function deferred<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Part = lazy(() =>
    load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        if (!reloadForShellChunkFailure(error)) console.error('[shell] a part of the page failed to load', error);
        return { default: Nothing as ComponentType<P> };
      },
    ),
  );
  return function Deferred(props: P) {
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  };
}
