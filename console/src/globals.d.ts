/** The console's stylesheet, imported for its effect (webpack's CSS support; a stub in jest). */
declare module '*.css';
