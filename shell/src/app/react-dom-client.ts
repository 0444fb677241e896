// react-dom's client (the reconciler: the first render's largest module, ~65 KB gzip) in a chunk
// of its own ('react-dom', build/webpack.factory.cjs), asked by main.js beside the shell's chunks
// and evaluated when it arrives: its evaluation and the rest of the shell's then run as two tasks
// instead of one long one (a phone's main thread answers nothing meanwhile: Total Blocking Time).
// start-shell awaits it for its root.
let loading: Promise<typeof import('react-dom/client')> | undefined;

export const loadReactDomClient = () => (loading ??= import('react-dom/client'));
