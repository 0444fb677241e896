// The announcements' marquee under the carousel (spec 02 §7: /arks/web/announcement/marquee; issue 13).
export function Marquee() {
  return null;
}
