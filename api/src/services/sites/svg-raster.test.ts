import sharp from 'sharp';
import { rasterCacheSize, svgToWebp } from './svg-raster.js';

const picture = (fill: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20" fill="${fill}"/></svg>`;

describe('svgToWebp', () => {
  it('draws the SVG at its own size, and keeps one answer per picture', async () => {
    const before = rasterCacheSize();
    const red = await svgToWebp(picture('#f00'));
    expect(await sharp(red).metadata()).toMatchObject({ format: 'webp', width: 40, height: 20 });
    const [r, g] = (await sharp(red).stats()).channels;
    expect(r!.mean).toBeGreaterThan(200);
    expect(g!.mean).toBeLessThan(40);
    expect(await svgToWebp(picture('#f00'))).toBe(red); // the kept answer, not a second drawing
    expect(rasterCacheSize()).toBe(before + 1);
    expect((await svgToWebp(picture('#00f'))).equals(red)).toBe(false);
    expect(rasterCacheSize()).toBe(before + 2);
  });

  it('rejects an SVG it cannot read, and keeps nothing for it', async () => {
    const before = rasterCacheSize();
    await expect(svgToWebp('<svg xmlns="http://www.w3.org/2000/svg" width="1"')).rejects.toThrow();
    expect(rasterCacheSize()).toBe(before);
  });
});
