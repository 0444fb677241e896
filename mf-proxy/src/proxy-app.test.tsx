import { act, render, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { createI18n, registerNamespace } from '@croupier/shared';
import { i18nBundles } from './i18n.js';
import { ProxyApp } from './proxy-app.js';

let i18n: I18n;
beforeEach(async () => {
  i18n = await createI18n({ language: 'en_US' });
  await registerNamespace(i18n, i18nBundles.ns, i18nBundles);
});

const renderAt = (pathname: string) =>
  render(
    <I18nextProvider i18n={i18n}>
      <ProxyApp basePath="/proxy" location={{ pathname, search: '', hash: '' }} />
    </I18nextProvider>,
  );

describe('mf-proxy placeholder', () => {
  it('names the area and the sub-path, and says the features come later', () => {
    renderAt('/proxy/Plan');
    const region = screen.getByRole('region', { name: 'Agent area' });
    expect(region).toContainElement(screen.getByRole('heading', { name: 'Agent area' }));
    expect(region).toHaveTextContent('Current page: /Plan');
    expect(region).toHaveTextContent('The agent menu, downline information and reports arrive in a later release.');
  });

  it('shows / at the base path itself', () => {
    renderAt('/proxy');
    expect(screen.getByRole('region', { name: 'Agent area' })).toHaveTextContent('Current page: /');
  });

  it('loads another language on demand', async () => {
    renderAt('/proxy/Plan');
    await act(() => i18n.changeLanguage('hi_IN'));
    expect(screen.getByRole('heading', { name: 'एजेंट क्षेत्र' })).toBeInTheDocument();
  });
});
