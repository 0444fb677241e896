// The logos the frame of the next page load draws: each layout's, kept as the api last gave them.
import { createMemoryStorage, type LogoEntry } from '@croupier/shared';
import { REMEMBERED_LOGO_KEY, rememberLogos } from './logo.js';

const entry = (id: number, device: LogoEntry['device'], photo_path: string): LogoEntry => ({ id, device, photo_path });

describe('rememberLogos', () => {
  it("keeps each layout's logo, and a single logo for both layouts", () => {
    const storage = createMemoryStorage();
    rememberLogos([entry(1, 'pc', '/api/assets/pc.webp'), entry(2, 'mobile', '/api/assets/m.webp')], storage);
    expect(JSON.parse(storage.getItem(REMEMBERED_LOGO_KEY) ?? '')).toEqual({
      mobile: '/api/assets/m.webp',
      pc: '/api/assets/pc.webp',
    });
    rememberLogos([entry(3, 'pc', '/api/assets/only.webp')], storage);
    expect(JSON.parse(storage.getItem(REMEMBERED_LOGO_KEY) ?? '')).toEqual({
      mobile: '/api/assets/only.webp',
      pc: '/api/assets/only.webp',
    });
  });

  it('forgets the logos when the site has none', () => {
    const storage = createMemoryStorage();
    rememberLogos([entry(1, 'pc', '/a.webp')], storage);
    rememberLogos([], storage);
    expect(storage.getItem(REMEMBERED_LOGO_KEY)).toBeNull();
  });
});
