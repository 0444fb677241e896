// The red envelope's floating widget, countdown and claim modal (spec 02 §4, §7, §8; issue 13).
export function RedEnvelopeWidget() {
  return null;
}
