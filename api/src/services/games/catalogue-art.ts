// Generated games art ("thumbnails are real images, generated per game where no art
// exists"): small deterministic SVGs — a game's thumbnail, a provider's logo (per game type and
// for dark backgrounds) and the game type icons. Colours come from a hash of the names, so the
// same game always looks the same; every text is escaped.
import { escapeHtml } from '@croupier/shared/contracts';

/** FNV-1a: a small stable hash of a string. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

const svg = (width: number, height: number, label: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeHtml(label)}">${body}</svg>`;

const FONT = `font-family="'Trebuchet MS', 'Segoe UI', Arial, sans-serif"`;

/** Two hues from a hash: the gradient of a picture. */
function palette(seed: number): { from: string; to: string; accent: string } {
  const hue = seed % 360;
  const second = (hue + 35 + ((seed >>> 9) % 90)) % 360;
  return {
    from: `hsl(${hue} 72% 46%)`,
    to: `hsl(${second} 68% 24%)`,
    accent: `hsl(${(hue + 180) % 360} 90% 70%)`,
  };
}

/** Words on at most `maxLines` lines of about `width` characters; the last one is cut with an ellipsis. */
export function wrapText(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.trim().split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if ([...next].length <= width || !line) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${[...(kept[maxLines - 1] as string)].slice(0, width - 1).join('')}…`;
    return kept;
  }
  return lines.map((l) => ([...l].length > width + 4 ? `${[...l].slice(0, width + 3).join('')}…` : l));
}

/** Squeezes a line that would be wider than `max` px (an estimate: bold sans ~0.6 em a character). */
function fitWidth(line: string, size: number, max: number): string {
  return [...line].length * size * 0.6 > max ? ` textLength="${max}" lengthAdjust="spacingAndGlyphs"` : '';
}

export interface GameArtInput {
  id: number;
  name: string;
  providerName: string;
  typeLabel: string;
}

/** A 240x240 thumbnail: gradient, a few light shapes, the game's name and its provider. */
export function gameArtSvg({ id, name, providerName, typeLabel }: GameArtInput): string {
  const seed = hashString(`${id}:${name}:${providerName}`);
  const { from, to, accent } = palette(seed);
  const shapes = [0, 1, 2, 3]
    .map((i) => {
      const s = hashString(`${seed}:${i}`);
      return `<circle cx="${s % 240}" cy="${(s >>> 8) % 200}" r="${18 + ((s >>> 16) % 60)}" fill="#fff" fill-opacity="${(0.06 + ((s >>> 4) % 8) / 100).toFixed(2)}"/>`;
    })
    .join('');
  const gradient = `g${seed.toString(36)}`;
  const lines = wrapText(name, 12, 3);
  const longest = Math.max(...lines.map((l) => [...l].length));
  const size = longest > 10 ? 24 : 28;
  const top = 118 - ((lines.length - 1) * (size + 4)) / 2;
  const text = lines
    .map(
      (l, i) =>
        `<text x="120" y="${top + i * (size + 4)}" text-anchor="middle" ${FONT} font-size="${size}" font-weight="700" fill="#fff" stroke="#000" stroke-opacity=".35" stroke-width="3" paint-order="stroke"${fitWidth(l, size, 216)}>${escapeHtml(l)}</text>`,
    )
    .join('');
  return svg(
    240,
    240,
    `${name} — ${providerName}`,
    `<defs><linearGradient id="${gradient}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
      `<rect width="240" height="240" rx="18" fill="url(#${gradient})"/>${shapes}` +
      `<path d="M120 26l6 13 14 2-10 10 2 14-12-7-12 7 2-14-10-10 14-2z" fill="${accent}" fill-opacity=".9"/>` +
      // The type sits above the provider strip: the top corners are the card's badge and favourite star.
      `<text x="120" y="190" text-anchor="middle" ${FONT} font-size="12" font-weight="700" fill="#fff" fill-opacity=".85" letter-spacing="1">${escapeHtml(typeLabel.toUpperCase())}</text>` +
      text +
      `<rect y="200" width="240" height="40" fill="#000" fill-opacity=".32"/>` +
      `<text x="120" y="226" text-anchor="middle" ${FONT} font-size="15" fill="#fff"${fitWidth(providerName, 15, 220)}>${escapeHtml(providerName)}</text>`,
  );
}

export interface ProviderLogoInput {
  gpId: string;
  name: string;
  /** The game type variant (provider_game_types.logo): its label under the name and its own hue. */
  typeLabel?: string;
  gtId?: number;
  dark?: boolean;
}

/** A 200x80 logo: a round badge with the code's letters and the provider's name. */
export function providerLogoSvg({ gpId, name, typeLabel, gtId, dark }: ProviderLogoInput): string {
  const seed = hashString(gtId === undefined ? gpId : `${gpId}:${gtId}`);
  const { from, to, accent } = palette(seed);
  const code = gpId.replace(/^GP/i, '').toUpperCase();
  const gradient = `p${seed.toString(36)}`;
  const lines = wrapText(name, 12, 2);
  const longest = Math.max(...lines.map((l) => [...l].length));
  const nameSize = longest <= 9 ? 18 : longest <= 11 ? 15 : 13;
  const nameTop = typeLabel ? (lines.length > 1 ? 30 : 38) : lines.length > 1 ? 36 : 46;
  const ink = dark ? '#f9fafb' : '#fff';
  const background = dark
    ? `<rect width="200" height="80" rx="14" fill="#111827"/><rect x="1.5" y="1.5" width="197" height="77" rx="13" fill="none" stroke="${accent}" stroke-opacity=".6" stroke-width="2"/>`
    : `<defs><linearGradient id="${gradient}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="200" height="80" rx="14" fill="url(#${gradient})"/>`;
  const nameText = lines
    .map(
      (l, i) =>
        `<text x="80" y="${nameTop + i * (nameSize + 2)}" ${FONT} font-size="${nameSize}" font-weight="700" fill="${ink}"${fitWidth(l, nameSize, 112)}>${escapeHtml(l)}</text>`,
    )
    .join('');
  const typeText = typeLabel
    ? `<text x="80" y="${nameTop + lines.length * (nameSize + 2) + 4}" ${FONT} font-size="11" font-weight="700" letter-spacing="1" fill="${accent}">${escapeHtml(typeLabel.toUpperCase())}</text>`
    : '';
  return svg(
    200,
    80,
    typeLabel ? `${name} ${typeLabel}` : name,
    background +
      `<circle cx="40" cy="40" r="28" fill="${dark ? from : '#fff'}" fill-opacity="${dark ? 1 : 0.18}"/>` +
      `<circle cx="40" cy="40" r="23" fill="none" stroke="${ink}" stroke-width="2" stroke-dasharray="6 4"/>` +
      `<text x="40" y="${code.length > 2 ? 45 : 47}" text-anchor="middle" ${FONT} font-size="${code.length > 2 ? 15 : 20}" font-weight="800" fill="${ink}">${escapeHtml(code)}</text>` +
      nameText +
      typeText,
  );
}

/** One glyph per game type, drawn on a 64x64 grid in colour `c` (details cut out in `detail`). */
const TYPE_GLYPHS: Record<number, (c: string, detail: string) => string> = {
  2: (c) =>
    `<rect x="10" y="18" width="40" height="28" rx="5" fill="none" stroke="${c}" stroke-width="3"/>` +
    [18, 30, 42]
      .map(
        (x) =>
          `<text x="${x}" y="38" text-anchor="middle" ${FONT} font-size="15" font-weight="800" fill="${c}">7</text>`,
      )
      .join('') +
    `<path d="M54 20v16" stroke="${c}" stroke-width="3" stroke-linecap="round"/><circle cx="54" cy="18" r="3.5" fill="${c}"/>`,
  3: (c) =>
    `<circle cx="32" cy="32" r="19" fill="none" stroke="${c}" stroke-width="4" stroke-dasharray="7 5"/><circle cx="32" cy="32" r="11" fill="${c}"/>`,
  4: (c) =>
    `<circle cx="32" cy="32" r="19" fill="none" stroke="${c}" stroke-width="3"/><path d="M32 23l8.5 6.2-3.3 10h-10.4l-3.3-10z" fill="${c}"/>` +
    `<path d="M32 13v10M40.5 29.2l9-4M37.2 39.2l5.5 8M26.8 39.2l-5.5 8M23.5 29.2l-9-4" stroke="${c}" stroke-width="2"/>`,
  5: (c) =>
    `<circle cx="32" cy="22" r="9" fill="${c}"/><circle cx="21" cy="40" r="9" fill="${c}"/><circle cx="43" cy="40" r="9" fill="${c}"/>` +
    `<path d="M12 52h40" stroke="${c}" stroke-width="3" stroke-linecap="round"/>`,
  6: (c) =>
    `<path d="M32 12C24 24 13 29 17 40c3 7 11 7 14 2l-3 10h8l-3-10c3 5 11 5 14-2 4-11-7-16-15-28z" fill="${c}"/>`,
  7: (c) =>
    `<rect x="11" y="15" width="42" height="28" rx="4" fill="none" stroke="${c}" stroke-width="3"/><path d="M28 23v12l10-6z" fill="${c}"/>` +
    `<path d="M24 50h16M32 43v7" stroke="${c}" stroke-width="3" stroke-linecap="round"/>`,
  8: (c) =>
    `<ellipse cx="29" cy="38" rx="14" ry="10" fill="${c}"/><circle cx="41" cy="24" r="6" fill="${c}"/>` +
    `<path d="M37 17l2-5 2 4 2-5 2 5" fill="none" stroke="${c}" stroke-width="2.5" stroke-linejoin="round"/><path d="M47 23l6 2-6 2z" fill="${c}"/>` +
    `<path d="M16 36L8 24l4 14zM25 48l-2 8M33 48l2 8" fill="${c}" stroke="${c}" stroke-width="2.5" stroke-linecap="round"/>`,
  9: (c, d) =>
    `<path d="M18 22h28c7 0 11 6 12 14l1 8c1 6-6 9-10 4l-5-6H20l-5 6c-4 5-11 2-10-4l1-8c1-8 5-14 12-14z" fill="${c}"/>` +
    `<path d="M20 29v9M15.5 33.5h9" stroke="${d}" stroke-width="3" stroke-linecap="round"/>` +
    `<circle cx="42" cy="30" r="2.6" fill="${d}"/><circle cx="47" cy="35" r="2.6" fill="${d}"/>`,
};

export const hasTypeIcon = (gtId: number) => gtId in TYPE_GLYPHS;

/** A 64x64 type icon: grey line art, or (active) white on a warm gradient disc. */
export function gameTypeIconSvg(gtId: number, label: string, active: boolean): string {
  const glyph = TYPE_GLYPHS[gtId];
  if (!glyph) throw new RangeError(`no icon for game type ${gtId}`);
  const body = active
    ? `<defs><linearGradient id="t${gtId}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffb347"/><stop offset="1" stop-color="#e0115f"/></linearGradient></defs><circle cx="32" cy="32" r="31" fill="url(#t${gtId})"/>${glyph('#fff', '#e8485a')}`
    : glyph('#8a93a6', '#fff');
  return svg(64, 64, label, body);
}
