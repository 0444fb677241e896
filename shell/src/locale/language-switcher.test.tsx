import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { ShellProviders } from '../app/shell-app.js';
import { clearStorageAfterEach } from '../test/setup.js';
import { createTestShell, MEMBER } from '../test/shell-harness.js';
import { LanguageSwitcher } from './language-switcher.js';
import { LocaleRouter } from './locale-router.js';
import { LANGUAGE_COOKIE } from '@croupier/shared';

clearStorageAfterEach();

/** What a page inside the router sees: its route path (no language prefix). */
function RoutePath() {
  return <p data-testid="route">{useLocation().pathname}</p>;
}

async function renderAt(path: string, opts: Parameters<typeof createTestShell>[0] = {}) {
  window.history.replaceState(null, '', path);
  const shell = await createTestShell(opts);
  render(
    <ShellProviders services={shell.services}>
      <LocaleRouter>
        <LanguageSwitcher />
        <RoutePath />
      </LocaleRouter>
    </ShellProviders>,
  );
  return shell;
}

const cookie = (name: string) => new RegExp(`(?:^|; )${name}=([^;]*)`).exec(document.cookie)?.[1];

describe('LanguageSwitcher', () => {
  afterEach(() => {
    document.cookie = `${LANGUAGE_COOKIE}=; Max-Age=0; Path=/`;
    document.cookie = 'ccy=; Max-Age=0; Path=/';
    window.history.replaceState(null, '', '/');
  });

  it('lists the offered languages by their native names, in the site order, the current one chosen', async () => {
    await renderAt('/');
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['English', 'हिन्दी', 'தமிழ்']);
    expect(select).toHaveValue('en_US');
  });

  it('is reached by keyboard and switches the language: URL prefix, cookie, strings, lang header, guest currency', async () => {
    const shell = await renderAt('/user/Deposit');
    const user = userEvent.setup();

    await user.tab();
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(select).toHaveFocus();
    await user.selectOptions(select, 'हिन्दी');

    // The same page under the new prefix; the route table still sees /user/Deposit.
    await waitFor(() => expect(window.location.pathname).toBe('/hi-IN/user/Deposit'));
    expect(screen.getByTestId('route')).toHaveTextContent('/user/Deposit');
    expect(cookie(LANGUAGE_COOKIE)).toBe('hi_IN');
    // Translated (the label itself), the api's lang header follows, and the guest currency is the language's.
    expect(await screen.findByRole('combobox', { name: 'भाषा' })).toHaveValue('hi_IN');
    expect(shell.services.stores.ui.getState()).toMatchObject({ language: 'hi_IN', currency: 'INR' });
    expect(cookie('ccy')).toBe('INR');
    expect(document.documentElement).toHaveAttribute('lang', 'hi-IN');
    // The router remounted under the new basename; the keyboard user's focus is back on the switcher.
    expect(screen.getByRole('combobox', { name: 'भाषा' })).toHaveFocus();
  });

  it('back to the default locale drops the prefix, and history back returns to the previous language', async () => {
    const shell = await renderAt('/ta-IN/discount');
    await act(async () => {
      shell.services.stores.ui.getState().setLanguage('ta_IN');
      await shell.services.i18n.changeLanguage('ta_IN');
    });
    const user = userEvent.setup();

    await user.selectOptions(await screen.findByRole('combobox', { name: 'மொழி' }), 'English');
    await waitFor(() => expect(window.location.pathname).toBe('/discount'));
    expect(await screen.findByRole('combobox', { name: 'Language' })).toHaveValue('en_US');
    expect(shell.services.stores.ui.getState().currency).toBe('USD');

    window.history.back();
    await waitFor(() => expect(window.location.pathname).toBe('/ta-IN/discount'));
    expect(await screen.findByRole('combobox', { name: 'மொழி' })).toHaveValue('ta_IN');
    expect(screen.getByTestId('route')).toHaveTextContent('/discount');
  });

  it("keeps a member's currency when the language changes", async () => {
    const shell = await renderAt('/', { session: { ...MEMBER, member_currency: 'USD' } });
    act(() => shell.services.stores.ui.getState().setCurrency('USD'));
    await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'தமிழ்');
    await waitFor(() => expect(window.location.pathname).toBe('/ta-IN'));
    expect(shell.services.stores.ui.getState()).toMatchObject({ language: 'ta_IN', currency: 'USD' });
  });

  it('is not shown when the site offers a single language', async () => {
    const shell = await createTestShell();
    const detail = shell.services.stores.site.getState().detail!;
    shell.services.stores.site.getState().setDetail({ ...detail, settings: { ...detail.settings, LANGUAGE: 'hi_IN' } });
    render(
      <ShellProviders services={shell.services}>
        <LanguageSwitcher />
      </ShellProviders>,
    );
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });
});
