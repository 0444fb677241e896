/** Contract version of @croupier/shared, baked in by the build (DefinePlugin). */
declare const __SHARED_CONTRACT__: string;

/** The remote's stylesheets, imported for their effect (webpack's CSS support; a stub in jest). */
declare module '*.css';
