// Data for the game pages' scripts, written into the page.

/** JSON safe inside <script type="application/json"> (no '</script>', no HTML comment openers). */
export const jsonForScript = (value: unknown): string =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
