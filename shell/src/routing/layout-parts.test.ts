import {
  LAYOUT_QUERY_STORAGE_KEY,
  readLayoutQuery,
  rememberedLayoutQuery,
  resolveLayoutParts,
} from './layout-parts.js';

const mobile = (pathname = '/') => ({ pathname, isDesktop: false });
const desktop = (pathname = '/') => ({ pathname, isDesktop: true });

describe('layout parts', () => {
  it('shows everything by default', () => {
    expect(resolveLayoutParts({}, mobile())).toEqual({ header: true, content: true, footer: true, navbar: true });
  });

  it('hides the mobile header and footer on header=false / footer=false, not the desktop ones', () => {
    const query = readLayoutQuery('?header=false&footer=false') ?? {};
    expect(resolveLayoutParts(query, mobile())).toEqual({ header: false, content: true, footer: false, navbar: false });
    expect(resolveLayoutParts(query, desktop())).toEqual({ header: true, content: true, footer: true, navbar: true });
  });

  it.each(['header', 'content', 'footer'] as const)('appPage=%s shows only that part', (part) => {
    const parts = resolveLayoutParts(readLayoutQuery(`?appPage=${part}`) ?? {}, desktop());
    expect([parts.header, parts.content, parts.footer]).toEqual([
      part === 'header',
      part === 'content',
      part === 'footer',
    ]);
  });

  it('ignores values it does not know', () => {
    expect(readLayoutQuery('?appPage=sidebar&header=0')).toBeNull();
  });

  it('shows placeholder windows without chrome and the slot list without the navbar', () => {
    expect(resolveLayoutParts({}, desktop('/loading'))).toEqual({
      header: false,
      content: true,
      footer: false,
      navbar: false,
    });
    expect(resolveLayoutParts({}, mobile('/slotgame'))).toMatchObject({ header: true, footer: true, navbar: false });
  });

  it('remembers the query for the tab until another one comes', () => {
    sessionStorage.clear();
    expect(rememberedLayoutQuery('?header=false&tk=abc')).toEqual({ header: 'false' });
    expect(rememberedLayoutQuery('')).toEqual({ header: 'false' });
    expect(rememberedLayoutQuery('?appPage=content')).toEqual({ appPage: 'content' });
    expect(JSON.parse(sessionStorage.getItem(LAYOUT_QUERY_STORAGE_KEY) ?? '{}')).toEqual({ appPage: 'content' });
    sessionStorage.clear();
    expect(rememberedLayoutQuery('')).toEqual({});
  });
});
