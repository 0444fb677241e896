/** The UI kit's stylesheets, imported for their effect (webpack's CSS support; a stub in jest). */
declare module '*.css';
