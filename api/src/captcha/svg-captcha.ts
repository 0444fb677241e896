// Renders a captcha answer as an SVG: each digit drawn from pen strokes with its own
// rotation, skew, scale and wobble, over noise curves and dots.
import { DIGIT_GLYPHS, type Point, type Stroke } from './glyphs.js';

export const CAPTCHA_WIDTH = 140;
export const CAPTCHA_HEIGHT = 48;

type Rand = () => number;

const between = (rand: Rand, min: number, max: number) => min + rand() * (max - min);
const n = (v: number) => v.toFixed(1);
const colour = (rand: Rand, lightness: [number, number]) =>
  `hsl(${Math.floor(rand() * 360)},${Math.floor(between(rand, 35, 70))}%,${Math.floor(between(rand, ...lightness))}%)`;

/** Catmull-Rom through the points, as cubic Bézier segments. */
function smoothPath(p: Point[]): string {
  let d = `M${n(p[0]![0])} ${n(p[0]![1])}`;
  for (let i = 0; i < p.length - 1; i++) {
    const p0 = p[i - 1] ?? p[i]!;
    const p1 = p[i]!;
    const p2 = p[i + 1]!;
    const p3 = p[i + 2] ?? p2;
    const c1: Point = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2: Point = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += ` C${n(c1[0])} ${n(c1[1])} ${n(c2[0])} ${n(c2[1])} ${n(p2[0])} ${n(p2[1])}`;
  }
  return d;
}

const straightPath = (p: Point[]) => p.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${n(x)} ${n(y)}`).join(' ');

function glyphPaths(strokes: readonly Stroke[], originX: number, rand: Rand): string {
  const scale = between(rand, 1.85, 2.25);
  const angle = between(rand, -0.35, 0.35);
  const skew = between(rand, -0.3, 0.3);
  const cx = originX + between(rand, -2, 2);
  const cy = CAPTCHA_HEIGHT / 2 + between(rand, -3, 3);
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const place = ([x, y]: Point): Point => {
    // Centre the 10 x 16 box, wobble each point, skew, scale, rotate, then move into place.
    const lx = (x - 5 + between(rand, -0.35, 0.35) + (y - 8) * skew) * scale;
    const ly = (y - 8 + between(rand, -0.35, 0.35)) * scale;
    return [cx + lx * cos - ly * sin, cy + lx * sin + ly * cos];
  };
  const stroke = colour(rand, [15, 40]);
  const width = n(between(rand, 2.4, 3.2));
  return strokes
    .map((s) => {
      const pts = s.points.map(place);
      const d = s.smooth ? smoothPath(pts) : straightPath(pts);
      return `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;
    })
    .join('');
}

function noise(rand: Rand): string {
  const curves = Array.from({ length: 5 }, () => {
    const y = () => n(between(rand, 4, CAPTCHA_HEIGHT - 4));
    const d = `M${n(between(rand, -5, 20))} ${y()} C${n(between(rand, 20, 60))} ${y()} ${n(between(rand, 80, 120))} ${y()} ${n(between(rand, 120, CAPTCHA_WIDTH + 5))} ${y()}`;
    return `<path d="${d}" fill="none" stroke="${colour(rand, [35, 70])}" stroke-width="${n(between(rand, 0.8, 1.8))}"/>`;
  });
  const dots = Array.from(
    { length: 40 },
    () =>
      `<circle cx="${n(rand() * CAPTCHA_WIDTH)}" cy="${n(rand() * CAPTCHA_HEIGHT)}" r="${n(between(rand, 0.5, 1.4))}" fill="${colour(rand, [30, 75])}"/>`,
  );
  return curves.join('') + dots.join('');
}

/** The SVG document for a digit answer (other characters are skipped). */
export function renderCaptchaSvg(answer: string, rand: Rand = Math.random): string {
  const digits = [...answer].filter((c) => DIGIT_GLYPHS[c]);
  const step = (CAPTCHA_WIDTH - 24) / Math.max(digits.length, 1);
  const glyphs = digits.map((d, i) => glyphPaths(DIGIT_GLYPHS[d]!, 12 + step * (i + 0.5), rand)).join('');
  const under = noise(rand);
  // One more curve drawn over the digits, so they cannot be cut apart by colour alone.
  const over = `<path d="M0 ${n(between(rand, 14, 34))} Q${CAPTCHA_WIDTH / 2} ${n(between(rand, 0, CAPTCHA_HEIGHT))} ${CAPTCHA_WIDTH} ${n(between(rand, 14, 34))}" fill="none" stroke="${colour(rand, [20, 45])}" stroke-width="1.4"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CAPTCHA_WIDTH}" height="${CAPTCHA_HEIGHT}" viewBox="0 0 ${CAPTCHA_WIDTH} ${CAPTCHA_HEIGHT}">` +
    `<rect width="100%" height="100%" fill="${colour(rand, [88, 96])}"/>${under}${glyphs}${over}</svg>`
  );
}

export const svgDataUrl = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
