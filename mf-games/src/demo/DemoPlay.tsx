// Placeholder until demo play lands: the demo entry (button, demo modal, per-provider list modal).
export function DemoPlay(_props: { gtId?: number }) {
  return null;
}
