import { corsPreloads } from './cors-preloads.js';

const link = (url: string, attrs: Record<string, string>) => {
  const made = corsPreloads('http://localhost').createLink!({ url, attrs });
  if (!(made instanceof HTMLLinkElement)) throw new Error('no link made');
  return made;
};

describe('corsPreloads', () => {
  it("preloads another origin's file in CORS mode, as webpack asks for it, with the runtime's attributes", () => {
    const preload = link('http://localhost:3002/4308.9ce14901.js', { rel: 'preload', as: 'script' });
    expect(preload.getAttribute('href')).toBe('http://localhost:3002/4308.9ce14901.js');
    expect(preload.rel).toBe('preload');
    expect(preload.getAttribute('as')).toBe('script');
    expect(preload.getAttribute('crossorigin')).toBe('anonymous');
    expect(link('http://localhost:3002/app.css', { rel: 'preload', as: 'style' }).getAttribute('crossorigin')).toBe(
      'anonymous',
    );
  });

  it("leaves the site's own files as webpack asks for them: without CORS", () => {
    expect(link('http://localhost/chunk.js', { rel: 'preload', as: 'script' }).hasAttribute('crossorigin')).toBe(false);
    expect(link('/chunk.js', { rel: 'preload', as: 'script' }).hasAttribute('crossorigin')).toBe(false);
  });
});
