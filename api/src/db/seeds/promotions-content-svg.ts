// The seed's carousel banners, drawn as SVGs (no external hosts, no binary files) in the three
// boxes of the carousel (HOME_BANNERS_BOX): desktop large 1920x480, desktop small 600x200,
// mobile 750x340. A gradient, a motif on the right, and a readable headline, subline and button
// on the left; every text is escaped and squeezed when it would run into the motif.
import { escapeHtml } from '@croupier/shared/contracts';
import { wrapText } from '../../services/games/index.js';

export type BannerSize = 'large' | 'small' | 'mobile';
export const BANNER_SIZES: Record<BannerSize, { width: number; height: number }> = {
  large: { width: 1920, height: 480 },
  small: { width: 600, height: 200 },
  mobile: { width: 750, height: 340 },
};

export type BannerMotif = 'gift' | 'reels' | 'coins' | 'shield' | 'calendar' | 'trophy';

export interface BannerDesign {
  headline: string;
  subline: string;
  button: string;
  /** Gradient from, to, and the accent of the button and the motif. */
  colours: [string, string, string];
  motif: BannerMotif;
}

const FONT = `font-family="'Trebuchet MS', 'Segoe UI', Arial, sans-serif"`;

/** The motif drawn in a 200x200 box (scaled and placed by the caller). */
function motif(kind: BannerMotif, accent: string): string {
  switch (kind) {
    case 'gift':
      return `<rect x="30" y="80" width="140" height="100" rx="10" fill="${accent}"/><rect x="20" y="60" width="160" height="34" rx="8" fill="#fff"/>
        <rect x="88" y="60" width="24" height="120" fill="#b91c1c"/><path d="M100 60 C70 20 40 40 62 60 M100 60 C130 20 160 40 138 60" stroke="#fff" stroke-width="10" fill="none"/>`;
    case 'reels':
      return `<rect x="10" y="40" width="180" height="120" rx="18" fill="${accent}"/>${[0, 1, 2]
        .map(
          (i) =>
            `<rect x="${24 + i * 56}" y="56" width="48" height="88" rx="8" fill="#fff"/><text x="${48 + i * 56}" y="118" text-anchor="middle" font-size="46" font-weight="700" fill="#b91c1c" ${FONT}>7</text>`,
        )
        .join(
          '',
        )}<circle cx="190" cy="50" r="12" fill="#fff"/><rect x="186" y="50" width="8" height="50" fill="#fff"/>`;
    case 'coins':
      return [
        { x: 60, y: 80, r: 30 },
        { x: 150, y: 70, r: 34 },
        { x: 70, y: 150, r: 46 },
        { x: 130, y: 150, r: 46 },
        { x: 100, y: 105, r: 50 },
      ]
        .map(
          ({ x, y, r }) =>
            `<circle cx="${x}" cy="${y}" r="${r}" fill="${accent}" stroke="#fff" stroke-width="5"/><text x="${x}" y="${y + r * 0.36}" text-anchor="middle" font-size="${r * 1.05}" font-weight="800" fill="#065f46" ${FONT}>$</text>`,
        )
        .join('');
    case 'shield':
      return `<path d="M100 20 L170 48 V100 C170 145 138 172 100 185 C62 172 30 145 30 100 V48 Z" fill="${accent}"/>
        <path d="M100 70 C88 52 60 60 66 84 C70 100 100 120 100 120 C100 120 130 100 134 84 C140 60 112 52 100 70 Z" fill="#fff"/>`;
    case 'calendar':
      return `<rect x="30" y="40" width="140" height="130" rx="14" fill="#fff"/><rect x="30" y="40" width="140" height="36" rx="14" fill="${accent}"/>
        ${[0, 1, 2, 3, 4, 5, 6]
          .map(
            (i) =>
              `<circle cx="${52 + (i % 4) * 32}" cy="${100 + Math.floor(i / 4) * 40}" r="11" fill="${i < 5 ? accent : '#e5e7eb'}"/>`,
          )
          .join('')}<path d="M${52 + 2 * 32 - 6} 140 l5 6 l10 -12" stroke="#fff" stroke-width="4" fill="none"/>`;
    case 'trophy':
      return `<path d="M60 40 H140 V90 C140 120 120 135 100 135 C80 135 60 120 60 90 Z" fill="${accent}"/>
        <path d="M60 55 H35 C35 85 50 95 62 95 M140 55 H165 C165 85 150 95 138 95" stroke="${accent}" stroke-width="8" fill="none"/>
        <rect x="90" y="135" width="20" height="25" fill="${accent}"/><rect x="65" y="160" width="70" height="16" rx="4" fill="#fff"/>`;
  }
}

/** Squeezes a line that would be wider than `max` px (bold sans: about 0.58 em a character). */
const fit = (line: string, size: number, max: number) =>
  [...line].length * size * 0.58 > max ? ` textLength="${Math.floor(max)}" lengthAdjust="spacingAndGlyphs"` : '';

/** One banner picture at one of the carousel's sizes. */
export function bannerSvg(design: BannerDesign, size: BannerSize): string {
  const { width, height } = BANNER_SIZES[size];
  const [from, to, accent] = design.colours;
  const h = height / 100;
  // The motif fills the right of the box; the text keeps to the left of it.
  const motifSize = height * 0.86;
  const motifX = width - motifSize - height * 0.12;
  const left = size === 'large' ? width * 0.08 : height * 0.1;
  const textWidth = motifX - left - height * 0.06;
  const headSize = Math.round(h * (size === 'large' ? 17 : 13));
  // Extra-bold letters: about 0.62 em each.
  const lines = wrapText(design.headline, Math.max(8, Math.floor(textWidth / (headSize * 0.62))), 2);
  // A long subline gets a smaller font rather than squeezed letters (down to 70 %).
  const subBase = h * (size === 'large' ? 7 : 8);
  const subSize = Math.round(
    Math.max(subBase * 0.7, Math.min(subBase, textWidth / ([...design.subline].length * 0.56))),
  );
  const top = h * (lines.length > 1 ? 26 : 36);
  const headline = lines
    .map(
      (line, i) =>
        `<text x="${left}" y="${top + i * headSize * 1.08}" font-size="${headSize}" font-weight="800" fill="#fff"${fit(line, headSize, textWidth)}>${escapeHtml(line)}</text>`,
    )
    .join('');
  const subY = top + (lines.length - 1) * headSize * 1.08 + subSize * 1.7;
  const buttonH = h * 15;
  const buttonW = Math.max(h * 40, [...design.button].length * subBase * 0.62 + h * 10);
  const buttonY = Math.min(height - buttonH - h * 8, subY + subSize * 0.9);
  const sparkles = [0.18, 0.42, 0.63, 0.87]
    .map(
      (x, i) =>
        `<circle cx="${width * x}" cy="${height * (i % 2 ? 0.16 : 0.86)}" r="${h * (6 + i * 3)}" fill="#fff" fill-opacity="0.07"/>`,
    )
    .join('');
  const body = `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#bg)"/>${sparkles}
    <circle cx="${motifX + motifSize / 2}" cy="${height / 2}" r="${motifSize * 0.55}" fill="#fff" fill-opacity="0.1"/>
    <g transform="translate(${motifX} ${(height - motifSize) / 2}) scale(${motifSize / 200})">${motif(design.motif, accent)}</g>
    <g ${FONT}>${headline}
      <text x="${left}" y="${subY}" font-size="${subSize}" fill="#fff" fill-opacity="0.92"${fit(design.subline, subSize, textWidth)}>${escapeHtml(design.subline)}</text>
      <rect x="${left}" y="${buttonY}" width="${buttonW}" height="${buttonH}" rx="${buttonH / 2}" fill="${accent}"/>
      <text x="${left + buttonW / 2}" y="${buttonY + buttonH * 0.66}" text-anchor="middle" font-size="${Math.round(subBase)}" font-weight="700" fill="#1f2937">${escapeHtml(design.button)}</text>
    </g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeHtml(design.headline)}">${body}</svg>`;
}
