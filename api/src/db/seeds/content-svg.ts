// The seed's pictures, drawn as small SVGs (no external hosts, no binary files): the brand
// logos, the home-ad artwork and the sponsors' badges. Text inside is escaped.
import { escapeHtml } from '@croupier/shared/contracts';

const svg = (width: number, height: number, label: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeHtml(label)}">${body}</svg>`;

/** A casino chip: the brand mark of every logo. */
const chip = (cx: number, cy: number, r: number, colour: string) => `
  <circle cx="${cx}" cy="${cy}" r="${r}" fill="${colour}"/>
  <circle cx="${cx}" cy="${cy}" r="${r * 0.72}" fill="none" stroke="#fff" stroke-width="${r * 0.14}" stroke-dasharray="${r * 0.5} ${r * 0.35}"/>
  <path d="M${cx} ${cy - r * 0.38} l${r * 0.3} ${r * 0.38} l-${r * 0.3} ${r * 0.38} l-${r * 0.3} -${r * 0.38}z" fill="#fff"/>`;

/** pc: chip and the full name on one line; mobile: a compact chip and the first word. */
export function logoSvg(siteName: string, device: 'pc' | 'mobile'): string {
  const gold = '#f2b705';
  if (device === 'pc') {
    // Georgia bold at 22 px averages about 14 px a letter; the estimate errs wide so that
    // the name is never cut at the viewBox's edge.
    const width = Math.max(160, 64 + siteName.length * 15);
    return svg(
      width,
      48,
      siteName,
      `${chip(24, 24, 20, '#c0262d')}
      <text x="52" y="32" font-family="Georgia, 'Times New Roman', serif" font-size="22" font-weight="700" fill="${gold}">${escapeHtml(siteName)}</text>`,
    );
  }
  const word = siteName.split(/\s+/)[0] ?? siteName;
  const width = Math.max(96, 48 + word.length * 13);
  return svg(
    width,
    36,
    siteName,
    `${chip(18, 18, 15, '#c0262d')}
    <text x="40" y="25" font-family="Georgia, 'Times New Roman', serif" font-size="19" font-weight="700" fill="${gold}">${escapeHtml(word)}</text>`,
  );
}

export type AdArt = 'cricket' | 'live-casino' | 'slots';

/** Home-ad artwork without words (the title is shown by the page, in the visitor's language). */
export function adSvg(art: AdArt): string {
  const backgrounds: Record<AdArt, [string, string]> = {
    cricket: ['#0b6e4f', '#1fa67a'],
    'live-casino': ['#5a0f2e', '#b3123f'],
    slots: ['#3b1d6e', '#7c3aed'],
  };
  const [from, to] = backgrounds[art];
  const gradient = `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="640" height="240" fill="url(#g)"/>`;
  const motifs: Record<AdArt, string> = {
    cricket: `<circle cx="500" cy="120" r="70" fill="#c0262d"/><path d="M445 75 q55 45 0 90 M555 75 q-55 45 0 90" stroke="#fff" stroke-width="4" fill="none" stroke-dasharray="8 6"/>
      <rect x="90" y="40" width="18" height="170" rx="4" fill="#f5deb3" transform="rotate(-25 99 125)"/><rect x="60" y="30" width="26" height="60" rx="6" fill="#333" transform="rotate(-25 73 60)"/>`,
    'live-casino': `${chip(470, 120, 60, '#111')}${chip(560, 90, 40, '#f2b705')}
      <rect x="80" y="50" width="90" height="130" rx="10" fill="#fff" transform="rotate(-12 125 115)"/><text x="100" y="130" font-size="54" fill="#c0262d" transform="rotate(-12 125 115)">♥</text>
      <rect x="150" y="50" width="90" height="130" rx="10" fill="#fff" transform="rotate(8 195 115)"/><text x="172" y="130" font-size="54" fill="#111" transform="rotate(8 195 115)">♠</text>`,
    slots: `<rect x="330" y="50" width="260" height="140" rx="18" fill="#f2b705"/>${[0, 1, 2]
      .map(
        (i) =>
          `<rect x="${348 + i * 80}" y="68" width="66" height="104" rx="8" fill="#fff"/><text x="${364 + i * 80}" y="137" font-size="44" fill="#c0262d">7</text>`,
      )
      .join(
        '',
      )}<circle cx="130" cy="120" r="56" fill="#f2b705" opacity=".9"/><circle cx="130" cy="120" r="40" fill="none" stroke="#fff" stroke-width="6"/>`,
  };
  return svg(640, 240, art, gradient + motifs[art]);
}

/** A sponsor's badge: a shield in its colours with its initials. */
export function sponsorSvg(name: string, colours: [string, string]): string {
  const initials = name
    .split(/\s+/)
    .map((w) => w[0] ?? '')
    .join('')
    .slice(0, 3)
    .toUpperCase();
  return svg(
    160,
    160,
    name,
    `<path d="M80 8 L146 30 V86 C146 120 116 144 80 154 C44 144 14 120 14 86 V30 Z" fill="${colours[0]}" stroke="${colours[1]}" stroke-width="8"/>
     <text x="80" y="98" text-anchor="middle" font-family="system-ui, sans-serif" font-size="40" font-weight="800" fill="${colours[1]}">${escapeHtml(initials)}</text>`,
  );
}
