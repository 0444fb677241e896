import { act, render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { createI18n } from './create-i18n.js';
import { registerNamespace } from './register-namespace.js';
import en_US from './locales/common/en_US.json';
import zh_CN from './locales/common/zh_CN.json';
import vi_VN from './locales/common/vi_VN.json';
import hi_IN from './locales/common/hi_IN.json';
import ta_IN from './locales/common/ta_IN.json';

describe('createI18n', () => {
  it('starts with the common namespace in the given language', async () => {
    const i18n = await createI18n({ language: 'en_US' });
    expect(i18n.t('requestTimeout')).toBe('Request timed out');
    expect(i18n.t('networkError')).toBe('Network error, please check your connection');
    expect(i18n.t('illegalInput')).toBe('Illegal input');
  });

  it('loads the other bundle on a language switch', async () => {
    const i18n = await createI18n({ language: 'en_US' });
    expect(i18n.hasResourceBundle('zh_CN', 'common')).toBe(false);
    await i18n.changeLanguage('zh_CN');
    expect(i18n.t('requestTimeout')).toBe('请求超时');
    await i18n.changeLanguage('ta_IN');
    expect(i18n.t('networkError')).toBe(ta_IN.networkError);
  });

  it('loads a non-English start language before resolving', async () => {
    const i18n = await createI18n({ language: 'hi_IN' });
    expect(i18n.t('cancel')).toBe('रद्द करें');
  });

  it('falls back to English for a language without a translation', async () => {
    const i18n = await createI18n({ language: 'my_MM' });
    expect(i18n.t('retry')).toBe('Retry');
  });

  it('translates every common key into each bundled language', () => {
    for (const bundle of [zh_CN, vi_VN, hi_IN, ta_IN]) {
      expect(Object.keys(bundle).sort()).toEqual(Object.keys(en_US).sort());
      for (const [key, text] of Object.entries(bundle)) {
        expect(text).not.toBe('');
        if (key !== 'error') expect(text).not.toBe(en_US[key as keyof typeof en_US]);
      }
    }
  });

  it('re-renders components in the new language', async () => {
    const i18n = await createI18n({ language: 'en_US' });
    function Label() {
      const { t } = useTranslation('common', { i18n });
      return <button type="button">{t('close')}</button>;
    }
    render(<Label />);
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    await act(() => i18n.changeLanguage('vi_VN'));
    expect(screen.getByRole('button', { name: 'Đóng' })).toBeInTheDocument();
  });
});

describe('registerNamespace', () => {
  const games = { en_US: { title: 'Games', hall: { slot: 'Slots', live: 'Live casino' } } };

  // One remote's namespace arriving is not a reason to render the rest of the page again.
  it('leaves mounted components alone when another namespace is registered', async () => {
    const i18n = await createI18n({ language: 'en_US' });
    let renders = 0;
    function Label() {
      renders += 1;
      const { t } = useTranslation('common', { i18n });
      return <button type="button">{t('close')}</button>;
    }
    render(<Label />);
    const before = renders;
    await act(() => registerNamespace(i18n, 'mf-games', { ...games, load: async () => undefined }));
    expect(renders).toBe(before);
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('renders a component mounted before its namespace once the namespace arrives', async () => {
    const i18n = await createI18n({ language: 'vi_VN' });
    let arrive: (bundle: { title: string }) => void = () => undefined;
    const load = () => new Promise<{ title: string }>((resolve) => (arrive = resolve));
    function Title() {
      const { t, ready } = useTranslation('mf-games', { i18n });
      return <h1>{ready ? t('title') : '…'}</h1>;
    }
    const registered = registerNamespace(i18n, 'mf-games', { ...games, load });
    render(<Title />);
    await act(async () => {
      arrive({ title: 'Trò chơi' });
      await registered;
    });
    expect(await screen.findByRole('heading', { name: 'Trò chơi' })).toBeInTheDocument();
  });

  it('shows English at once and loads the current language on demand', async () => {
    const i18n = await createI18n({ language: 'vi_VN' });
    const load = jest.fn(async (lng: string) => (lng === 'vi_VN' ? { title: 'Trò chơi' } : undefined));
    await registerNamespace(i18n, 'mf-games', { ...games, load });
    expect(load).toHaveBeenCalledWith('vi_VN');
    expect(i18n.t('title', { ns: 'mf-games' })).toBe('Trò chơi');
  });

  it('falls back to English for a key missing in the language', async () => {
    const i18n = await createI18n({ language: 'vi_VN' });
    await registerNamespace(i18n, 'mf-games', { ...games, load: async () => ({ title: 'Trò chơi' }) });
    expect(i18n.t('hall.live', { ns: 'mf-games' })).toBe('Live casino');
  });

  it('loads the namespace again on every language change', async () => {
    const i18n = await createI18n({ language: 'en_US' });
    const load = jest.fn(async (lng: string) => ({ title: `title in ${lng}` }));
    await registerNamespace(i18n, 'mf-games', { ...games, load });
    expect(load).not.toHaveBeenCalled();
    await i18n.changeLanguage('hi_IN');
    expect(i18n.t('title', { ns: 'mf-games' })).toBe('title in hi_IN');
    await i18n.changeLanguage('zh_CN');
    expect(i18n.t('title', { ns: 'mf-games' })).toBe('title in zh_CN');
    expect(load.mock.calls.map(([lng]) => lng)).toEqual(['hi_IN', 'zh_CN']);
  });

  it('does not load a language twice when a remote mounts again', async () => {
    const i18n = await createI18n({ language: 'zh_CN' });
    const load = jest.fn(async () => ({ title: '游戏' }));
    await registerNamespace(i18n, 'mf-games', { ...games, load });
    await registerNamespace(i18n, 'mf-games', { ...games, load });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('refuses an i18n instance it cannot load into', async () => {
    const { default: i18next } = await import('i18next');
    const plain = i18next.createInstance();
    await plain.init({ lng: 'en_US' });
    await expect(registerNamespace(plain, 'x', { ...games, load: async () => undefined })).rejects.toThrow(
      'createI18n',
    );
  });
});
