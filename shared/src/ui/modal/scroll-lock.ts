// Body scroll lock shared by every open modal: the first lock saves the body's overflow, the last
// unlock puts it back. Nothing is measured or padded: the page keeps its scrollbar's room while
// locked because the root reserves it (`html { scrollbar-gutter: stable }`, the shell's and the
// HTML frame's), so padding the scrollbar's width on top would move the page sideways, and reading it
// would force a layout inside React's effects.
let locks = 0;
let saved: string | null = null;

export function lockBodyScroll(): () => void {
  const body = document.body;
  if (locks === 0) {
    saved = body.style.overflow;
    body.style.overflow = 'hidden';
  }
  locks += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks -= 1;
    if (locks === 0 && saved !== null) {
      body.style.overflow = saved;
      saved = null;
    }
  };
}
