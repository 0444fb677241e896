// Pixels are on only for some brands and languages (spec 01 §7): env_config.fb_pixel names the
// brand's pixel and the interface languages it is on for. Absent, empty or another language: off.
import type { FbPixelSetting, SiteDetail } from '@croupier/shared';

const norm = (language: string) => language.replace('-', '_').toLowerCase();

export function activePixel(detail: SiteDetail | null, language: string): FbPixelSetting | null {
  const pixel = detail?.env_config.fb_pixel;
  if (!pixel || typeof pixel.id !== 'string' || pixel.id.trim() === '' || !Array.isArray(pixel.languages)) return null;
  return pixel.languages.some((l) => typeof l === 'string' && norm(l) === norm(language)) ? pixel : null;
}
