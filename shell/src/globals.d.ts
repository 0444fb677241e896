// Values the build defines (build/webpack.factory.cjs, DefinePlugin).
declare const __SHARED_CONTRACT__: string;
declare const __FEDERATION_NAME__: string;

interface Window {
  /** Read-only debug handle for tests and developers (src/app/debug-handle.ts). */
  __CROUPIER__?: { readonly realtimeState: () => string };
}

/** The shell's stylesheets, imported for their effect (webpack's CSS support; a stub in jest). */
declare module '*.css';
