// The seeded promotions' pictures: 750x360 SVGs without words (the page shows the title in the
// visitor's language next to them), a gradient, soft bubbles and one emblem per promotion.
import { escapeHtml } from '@croupier/shared/contracts';
import { hashString } from '../../services/games/index.js';
import type { PromotionSlug } from './promotions-data.js';

const W = 750;
const H = 360;

const emblems: Record<PromotionSlug, { colours: [string, string]; body: string }> = {
  // A gift box with a bow.
  'welcome-gift': {
    colours: ['#b3123f', '#5a0f2e'],
    body: `<rect x="300" y="160" width="150" height="120" rx="8" fill="#f2b705"/><rect x="290" y="130" width="170" height="40" rx="8" fill="#ffd54a"/>
      <rect x="364" y="130" width="22" height="150" fill="#c0262d"/><path d="M375 130c-40-50-90-20-60 0zM375 130c40-50 90-20 60 0z" fill="none" stroke="#c0262d" stroke-width="12" stroke-linejoin="round"/>`,
  },
  // A stack of coins and a rising arrow.
  'first-deposit': {
    colours: ['#0b6e4f', '#083d2c'],
    body: `${[0, 1, 2, 3].map((i) => `<ellipse cx="330" cy="${270 - i * 26}" rx="70" ry="22" fill="#f2b705" stroke="#b8860b" stroke-width="4"/>`).join('')}
      <path d="M430 250l90-100" stroke="#fff" stroke-width="16" stroke-linecap="round"/><path d="M485 140h45v45z" fill="#fff"/>`,
  },
  // A calendar page with seven ticks.
  'daily-checkin': {
    colours: ['#1d4ed8', '#1e1b4b'],
    body: `<rect x="265" y="95" width="220" height="200" rx="16" fill="#fff"/><rect x="265" y="95" width="220" height="50" rx="16" fill="#ef4444"/>
      <rect x="305" y="80" width="14" height="36" rx="7" fill="#374151"/><rect x="431" y="80" width="14" height="36" rx="7" fill="#374151"/>
      ${Array.from({ length: 7 }, (_, i) => `<circle cx="${295 + (i % 4) * 53}" cy="${185 + Math.floor(i / 4) * 60}" r="19" fill="${i < 4 ? '#22c55e' : '#e5e7eb'}"/>`).join('')}
      ${[0, 1, 2, 3].map((i) => `<path d="M${285 + i * 53} 185l7 7 13-14" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>`).join('')}`,
  },
  // Two circling arrows around a coin.
  'weekend-reload': {
    colours: ['#7c3aed', '#3b1d6e'],
    body: `<circle cx="375" cy="190" r="60" fill="#f2b705" stroke="#b8860b" stroke-width="6"/><circle cx="375" cy="190" r="38" fill="none" stroke="#fff" stroke-width="4" stroke-dasharray="10 8"/>
      <path d="M275 170a105 105 0 0 1 180-70" fill="none" stroke="#fff" stroke-width="14" stroke-linecap="round"/><path d="M445 75l30 30-42 8z" fill="#fff"/>
      <path d="M475 210a105 105 0 0 1-180 70" fill="none" stroke="#fff" stroke-width="14" stroke-linecap="round"/><path d="M305 305l-30-30 42-8z" fill="#fff"/>`,
  },
  // A crown with jewels.
  'vip-upgrade': {
    colours: ['#111827', '#78350f'],
    body: `<path d="M270 270l-20-150 75 70 50-100 50 100 75-70-20 150z" fill="#f2b705" stroke="#b8860b" stroke-width="6" stroke-linejoin="round"/>
      <rect x="270" y="262" width="210" height="30" rx="6" fill="#d4a017"/>
      <circle cx="325" cy="277" r="8" fill="#ef4444"/><circle cx="375" cy="277" r="8" fill="#22c55e"/><circle cx="425" cy="277" r="8" fill="#3b82f6"/>`,
  },
  // A cricket bat, ball and stumps.
  'cricket-cashback': {
    colours: ['#15803d', '#14532d'],
    body: `<rect x="440" y="130" width="10" height="150" fill="#fde68a"/><rect x="465" y="130" width="10" height="150" fill="#fde68a"/><rect x="490" y="130" width="10" height="150" fill="#fde68a"/>
      <rect x="436" y="122" width="68" height="8" rx="4" fill="#fbbf24"/>
      <g transform="rotate(-35 320 200)"><rect x="300" y="110" width="40" height="150" rx="14" fill="#e8c48c" stroke="#a16207" stroke-width="4"/><rect x="312" y="50" width="16" height="66" rx="6" fill="#1f2937"/></g>
      <circle cx="395" cy="270" r="20" fill="#dc2626"/><path d="M378 262q17 8 34 0" fill="none" stroke="#fff" stroke-width="3"/>`,
  },
};

/** The picture of a seeded promotion; `label` (its English title) is the SVG's own accessible name. */
export function promotionSvg(slug: PromotionSlug, label: string): string {
  const { colours, body } = emblems[slug];
  const seed = hashString(slug);
  const bubbles = [0, 1, 2, 3, 4, 5]
    .map((i) => {
      const s = hashString(`${seed}:${i}`);
      return `<circle cx="${s % W}" cy="${(s >>> 8) % H}" r="${30 + ((s >>> 16) % 70)}" fill="#fff" fill-opacity="${(0.05 + ((s >>> 4) % 6) / 100).toFixed(2)}"/>`;
    })
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" role="img" aria-label="${escapeHtml(label)}">` +
    `<defs><linearGradient id="p-${slug}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colours[0]}"/><stop offset="1" stop-color="${colours[1]}"/></linearGradient></defs>` +
    `<rect width="${W}" height="${H}" fill="url(#p-${slug})"/>${bubbles}${body}</svg>`
  );
}
