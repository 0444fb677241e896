// A remote's first paint, the shell's side: the web server wraps each remote's first markup in a
// box with this attribute naming the remote (`data-cr-first-paint="mf-games"`), by which the shell
// keeps it for that remote's place until the remote has drawn. The remote's side is define.ts.
export const FIRST_PAINT_ATTRIBUTE = 'data-cr-first-paint';
