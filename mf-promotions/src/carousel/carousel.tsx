// The home page's carousel (spec 02 §3, §7: /arks/web/carousel_picture; issue 13).
export function Carousel() {
  return null;
}
