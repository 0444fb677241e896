import { act, render, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { createI18n, registerNamespace } from '@croupier/shared';
import { GamesApp } from './games-app.js';
import { i18nBundles } from './i18n.js';

let i18n: I18n;
beforeEach(async () => {
  i18n = await createI18n({ language: 'en_US' });
  await registerNamespace(i18n, i18nBundles.ns, i18nBundles);
});

const renderAt = (pathname: string) =>
  render(
    <I18nextProvider i18n={i18n}>
      <GamesApp basePath="/" location={{ pathname, search: '', hash: '' }} />
    </I18nextProvider>,
  );

describe('mf-games placeholder', () => {
  it("renders the home games section on '/'", () => {
    renderAt('/');
    const region = screen.getByRole('region', { name: 'Games' });
    expect(region).toContainElement(screen.getByRole('heading', { name: 'Games' }));
    expect(region).toHaveTextContent('Current page: /');
    expect(region).toHaveTextContent('The game lists and the game launcher arrive in a later release.');
  });

  it.each([
    ['/gameHall/3', 'Game hall 3'],
    ['/slotgame', 'Slot games'],
    ['/gameRoom', 'Game room'],
    ['/play', 'Game'],
  ])('names the area and the path on %s', (pathname, heading) => {
    renderAt(pathname);
    expect(screen.getByRole('region', { name: heading })).toHaveTextContent(`Current page: ${pathname}`);
  });

  it('follows the location the shell passes on', () => {
    const { rerender } = renderAt('/');
    rerender(
      <I18nextProvider i18n={i18n}>
        <GamesApp basePath="/" location={{ pathname: '/gameHall/5', search: '', hash: '' }} />
      </I18nextProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Game hall 5' })).toBeInTheDocument();
  });

  it('loads another language on demand', async () => {
    renderAt('/gameHall/3');
    await act(() => i18n.changeLanguage('zh_CN'));
    expect(screen.getByRole('heading', { name: '游戏大厅 3' })).toBeInTheDocument();
  });
});
