import { act, render, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { createI18n, registerNamespace } from '@croupier/shared';
import { i18nBundles } from './i18n.js';
import { PromotionsApp } from './promotions-app.js';

let i18n: I18n;
beforeEach(async () => {
  i18n = await createI18n({ language: 'en_US' });
  await registerNamespace(i18n, i18nBundles.ns, i18nBundles);
});

const renderAt = (pathname: string) =>
  render(
    <I18nextProvider i18n={i18n}>
      <PromotionsApp basePath="/discount" location={{ pathname, search: '', hash: '' }} />
    </I18nextProvider>,
  );

describe('mf-promotions placeholder', () => {
  it('names the area and the sub-path, and says the features come later', () => {
    renderAt('/discount/12');
    const region = screen.getByRole('region', { name: 'Promotions' });
    expect(region).toContainElement(screen.getByRole('heading', { name: 'Promotions' }));
    expect(region).toHaveTextContent('Current page: /12');
    expect(region).toHaveTextContent('Promotions, banners and news arrive in a later release.');
  });

  it('shows / at the base path itself', () => {
    renderAt('/discount');
    expect(screen.getByRole('region', { name: 'Promotions' })).toHaveTextContent('Current page: /');
  });

  it('loads another language on demand', async () => {
    renderAt('/discount/12');
    await act(() => i18n.changeLanguage('ta_IN'));
    expect(screen.getByRole('heading', { name: 'சலுகைகள்' })).toBeInTheDocument();
  });
});

describe('mf-promotions on /main/:id', () => {
  it('names the news area', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <PromotionsApp basePath="/main" location={{ pathname: '/main/7', search: '', hash: '' }} />
      </I18nextProvider>,
    );
    expect(screen.getByRole('region', { name: 'News' })).toHaveTextContent('Current page: /7');
  });
});
