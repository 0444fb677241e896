/** Contract version of @croupier/shared, baked in by the build (DefinePlugin). */
declare const __SHARED_CONTRACT__: string;
