import { act, render, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { createI18n, registerNamespace } from '@croupier/shared';
import { i18nBundles } from './i18n.js';
import { MemberCenterApp } from './member-center-app.js';

let i18n: I18n;
beforeEach(async () => {
  i18n = await createI18n({ language: 'en_US' });
  await registerNamespace(i18n, i18nBundles.ns, i18nBundles);
});

const renderAt = (pathname: string) =>
  render(
    <I18nextProvider i18n={i18n}>
      <MemberCenterApp basePath="/user" location={{ pathname, search: '', hash: '' }} />
    </I18nextProvider>,
  );

describe('mf-member-center placeholder', () => {
  it('names the area and the sub-path, and says the features come later', () => {
    renderAt('/user/Deposit');
    const region = screen.getByRole('region', { name: 'Member centre' });
    expect(region).toContainElement(screen.getByRole('heading', { name: 'Member centre' }));
    expect(region).toHaveTextContent('Current page: /Deposit');
    expect(region).toHaveTextContent('Profile, wallet, letters, deposits and records arrive in a later release.');
  });

  it('shows / at the base path itself', () => {
    renderAt('/user');
    expect(screen.getByRole('region', { name: 'Member centre' })).toHaveTextContent('Current page: /');
  });

  it('loads another language on demand', async () => {
    renderAt('/user/Deposit');
    await act(() => i18n.changeLanguage('vi_VN'));
    expect(screen.getByRole('heading', { name: 'Trung tâm thành viên' })).toBeInTheDocument();
  });
});
