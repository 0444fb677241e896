// The logos the frame of the next page load draws: the api's last answer, kept as it came.
import { createMemoryStorage, type LogoEntry } from '@croupier/shared';
import { REMEMBERED_LOGO_KEY, rememberLogos } from './logo.js';

const entry = (id: number, device: LogoEntry['device'], photo_path: string): LogoEntry => ({ id, device, photo_path });

describe('rememberLogos', () => {
  it('keeps the last answer, replacing the one before', () => {
    const storage = createMemoryStorage();
    rememberLogos([entry(1, 'pc', '/api/assets/pc.webp'), entry(2, 'mobile', '/api/assets/m.webp')], storage);
    rememberLogos([entry(3, 'pc', '/api/assets/only.webp')], storage);
    expect(JSON.parse(storage.getItem(REMEMBERED_LOGO_KEY) ?? '')).toEqual([entry(3, 'pc', '/api/assets/only.webp')]);
    rememberLogos([], storage);
    expect(JSON.parse(storage.getItem(REMEMBERED_LOGO_KEY) ?? '')).toEqual([]);
  });
});
