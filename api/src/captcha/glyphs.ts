// Digit shapes as pen strokes in a 10 x 16 box (y down). Smooth strokes are drawn as
// curves through their points, the others as straight segments. Drawing shapes instead of
// <text> keeps the answer out of the SVG source.

export type Point = readonly [number, number];
export interface Stroke {
  smooth: boolean;
  points: readonly Point[];
}

const ellipse = (cx: number, cy: number, rx: number, ry: number, n: number): Point[] =>
  Array.from({ length: n + 1 }, (_, i) => {
    const a = (i / n) * Math.PI * 2 - Math.PI / 2;
    return [cx + rx * Math.cos(a), cy + ry * Math.sin(a)] as const;
  });

const curve = (...points: Point[]): Stroke => ({ smooth: true, points });
const line = (...points: Point[]): Stroke => ({ smooth: false, points });

export const DIGIT_GLYPHS: Record<string, readonly Stroke[]> = {
  '0': [{ smooth: true, points: ellipse(5, 8, 4.2, 7.6, 12) }],
  '1': [line([2.4, 3.6], [5.6, 0.4], [5.6, 15.6])],
  '2': [
    curve([1, 4.2], [2.3, 1.3], [5, 0.4], [7.8, 1.3], [8.9, 4], [7.6, 7.2], [1, 15.5]),
    line([1, 15.5], [9.2, 15.5]),
  ],
  '3': [
    curve([1.2, 2.2], [4.5, 0.4], [8, 1.5], [8.3, 4.8], [4.4, 7.6]),
    curve([4.4, 7.6], [8.6, 9.6], [8.9, 13], [5.8, 15.6], [2.4, 15.3], [0.8, 13.6]),
  ],
  '4': [line([7, 15.6], [7, 0.4], [0.6, 11], [9.6, 11])],
  '5': [
    line([8.8, 0.5], [2, 0.5], [1.4, 7]),
    curve([1.4, 7], [5, 5.8], [8.5, 8], [8.8, 12], [6.2, 15.5], [2.6, 15.4], [0.8, 13.5]),
  ],
  '6': [
    curve(
      [8, 1.2],
      [5, 0.4],
      [2, 2.5],
      [1, 7.5],
      [1.3, 12.5],
      [4.8, 15.6],
      [8.2, 13.8],
      [8.6, 10],
      [5.4, 7.6],
      [2.5, 8.4],
      [1.1, 11],
    ),
  ],
  '7': [line([0.8, 0.5], [9.2, 0.5], [3.6, 15.6])],
  '8': [
    curve([5, 7.6], [1.8, 5.6], [1.8, 2], [5, 0.4], [8.2, 2], [8.2, 5.6], [5, 7.6]),
    curve([5, 7.6], [1.2, 10], [1.2, 14], [5, 15.6], [8.8, 14], [8.8, 10], [5, 7.6]),
  ],
  '9': [
    curve(
      [8.9, 5],
      [7.5, 7.8],
      [4.4, 8.4],
      [1.3, 6.2],
      [1.4, 2.2],
      [4.8, 0.4],
      [8.3, 2.1],
      [8.9, 6],
      [8.4, 11],
      [5.4, 15.5],
      [1.8, 14.6],
    ),
  ],
};
