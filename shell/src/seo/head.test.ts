import { applyHead } from './head.js';

const meta = (name: string) => document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);

describe('applyHead', () => {
  afterEach(() => document.head.replaceChildren());

  it('sets the title and the meta description', () => {
    applyHead({ title: 'Live Casino | Lucky', description: 'Live tables.' });
    expect(document.title).toBe('Live Casino | Lucky');
    expect(meta('description')?.content).toBe('Live tables.');
    applyHead({ title: 'Slots', description: 'All slots.' });
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(meta('description')?.content).toBe('All slots.');
  });

  it('marks the page noindex only while asked to', () => {
    applyHead({ title: 'Page Not Found', description: '', noindex: true });
    expect(meta('robots')?.content).toBe('noindex');
    applyHead({ title: 'Home', description: '' });
    expect(meta('robots')).toBeNull();
  });
});
