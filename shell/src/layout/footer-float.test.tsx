// The footer, the floating buttons and the mobile bottom navigation, drawn from the api's lists.
import { BusEvent } from '@croupier/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contentKeys } from '../content/query-keys.js';
import { contentAnswers } from '../content/test-fixtures.js';
import { allowParcelsOutsideAct, clearStorageAfterEach } from '../test/setup.js';
import { createTestShell, MEMBER } from '../test/shell-harness.js';
import { ShellWithProbe } from '../test/test-location.js';
import { restoreWidthAfterEach, setWindowWidth, withSettings } from './test-support.js';

allowParcelsOutsideAct();
clearStorageAfterEach();
restoreWidthAfterEach();

const CUSTOMER_URL = 'https://help.lucky.example/chat?lang=en';

async function shellWithContent() {
  const shell = await createTestShell({ answers: contentAnswers() });
  const site = shell.services.stores.site.getState();
  site.setDetail({ ...site.detail!, env_config: { ...site.detail!.env_config, customerUrl: { en_US: CUSTOMER_URL } } });
  return shell;
}

describe('footer', () => {
  it('lists the groups and links the api sends, routes as site links and other sites in a new tab', async () => {
    const shell = await shellWithContent();
    shell.renderShell();

    const footer = screen.getByRole('contentinfo');
    const links = await within(footer).findByRole('navigation', { name: 'Site links' });
    expect(within(links).getByRole('heading', { name: 'Help' })).toBeInTheDocument();
    expect(within(links).getByRole('link', { name: 'About us' })).toHaveAttribute('href', '/faq/1');
    const blog = within(links).getByRole('link', { name: 'Blog (opens in a new window)' });
    expect(blog).toHaveAttribute('href', 'https://blog.lucky.example/');
    expect(blog).toHaveAttribute('target', '_blank');
    expect(blog).toHaveAttribute('rel', 'noopener noreferrer');
    // A javascript: URL is never made a link.
    expect(within(footer).queryByText('Bad link')).not.toBeInTheDocument();
    expect(within(footer).getByText(`© ${new Date().getFullYear()} Lucky Demo`)).toBeInTheDocument();
    expect(shell.fetch.callsTo('/arks/web/footer')[0]?.body).toEqual({ site_id: '1' });
  });

  it("renders the operator's HTML without its scripts or handlers", async () => {
    const shell = await shellWithContent();
    shell.renderShell();

    const notice = await within(screen.getByRole('contentinfo')).findByText('18+ only.');
    expect(notice.tagName).toBe('STRONG');
    const html = notice.closest('.cr-shell-footer-notice')!.innerHTML;
    expect(html).not.toMatch(/script|onerror/);
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
  });

  it('shows the texts in the new language when the language changes, without fetching again', async () => {
    const shell = await shellWithContent();
    shell.renderShell();
    await within(screen.getByRole('contentinfo')).findByRole('link', { name: 'About us' });

    await act(async () => {
      shell.services.stores.ui.getState().setLanguage('hi_IN');
      await shell.services.i18n.changeLanguage('hi_IN');
    });

    const footer = screen.getByRole('contentinfo');
    expect(await within(footer).findByRole('link', { name: 'हमारे बारे में' })).toHaveAttribute('href', '/faq/1');
    // A text the operator wrote only in English stays English.
    expect(within(footer).getByRole('heading', { name: 'Responsible gaming' })).toBeInTheDocument();
    expect(shell.fetch.callsTo('/arks/web/footer')).toHaveLength(1);
  });

  it("links to the member's Responsible gaming page next to the play-responsibly line; a guest is asked to log in first", async () => {
    const shell = await shellWithContent();
    const openLogin = jest.fn();
    shell.services.bus.on(BusEvent.openLogin, openLogin);
    shell.renderInShell(<ShellWithProbe />);

    const footer = screen.getByRole('contentinfo');
    const link = within(footer).getByRole('link', { name: 'Responsible gaming' });
    expect(link).toHaveAttribute('href', '/user/ResponsibleGaming');
    expect(link.closest('p')).toHaveTextContent('Play responsibly. 18+ only. Responsible gaming');
    await userEvent.click(link);
    // The member-area guard: back to / with the login modal aimed at the page.
    await waitFor(() => expect(openLogin).toHaveBeenCalledWith({ target: '/user/ResponsibleGaming' }));
    expect(screen.getByLabelText('router location')).toHaveTextContent(/^\/$/);
  });

  it("opens the Responsible gaming page in the member centre's window for a member on desktop", async () => {
    setWindowWidth(1280);
    const shell = await createTestShell({ answers: contentAnswers(), session: MEMBER });
    const open = jest
      .spyOn(window, 'open')
      .mockImplementation(() => ({ focus: () => undefined, closed: false }) as unknown as Window);
    shell.renderShell();

    await userEvent.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Responsible gaming' }));
    expect(open).toHaveBeenCalledWith('/user/ResponsibleGaming', 'user');
    open.mockRestore();
  });

  it('folds each group on mobile', async () => {
    setWindowWidth(390);
    const shell = await shellWithContent();
    shell.renderShell();

    const footer = screen.getByRole('contentinfo');
    const help = await within(footer).findByText('Help');
    expect(help.tagName).toBe('SUMMARY');
    expect(help.closest('details')).not.toHaveAttribute('open');
  });

  it("on mobile sanitises a group's notice when the group is first opened, never showing the raw HTML", async () => {
    setWindowWidth(390);
    const shell = await shellWithContent();
    shell.renderShell();

    const footer = screen.getByRole('contentinfo');
    const safety = await within(footer).findByText('Responsible gaming', { selector: 'summary' });
    // Folded: no notice at all yet (nothing for DOMPurify to load for).
    expect(footer.querySelector('.cr-shell-footer-notice')).toBeNull();
    expect(footer.innerHTML).not.toMatch(/script|onerror/);

    await userEvent.click(safety);
    const notice = await within(footer).findByText('18+ only.');
    expect(notice.tagName).toBe('STRONG');
    expect(footer.innerHTML).not.toMatch(/script|onerror/);
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
  });
});

describe('float list', () => {
  it('has one named button per entry: customer service opens the URL of the language', async () => {
    const shell = await shellWithContent();
    shell.renderShell();

    const float = await screen.findByRole('complementary', { name: 'Quick links' });
    const service = within(float).getByRole('link', { name: 'Customer service (opens in a new window)' });
    expect(service).toHaveAttribute('href', CUSTOMER_URL);
    expect(within(float).getByRole('link', { name: 'Download the app' })).toHaveAttribute('href', '/app');
  });

  it('on a phone folds behind one toggle that opens, and closes with Escape back on the toggle', async () => {
    setWindowWidth(390);
    const shell = await shellWithContent();
    shell.renderShell();

    const float = await screen.findByRole('complementary', { name: 'Quick links' });
    const toggle = within(float).getByRole('button', { name: 'Quick links' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(float).queryByRole('link', { name: 'Download the app' })).not.toBeInTheDocument();

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const app = within(float).getByRole('link', { name: 'Download the app' });
    await userEvent.tab();
    expect(within(float).getAllByRole('link')[0]).toHaveFocus(); // the list follows its toggle

    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    expect(app).not.toBeVisible();

    // A followed link folds it again.
    await userEvent.click(toggle);
    await userEvent.click(within(float).getByRole('link', { name: 'Download the app' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows nothing when the list is empty or fails', async () => {
    const shell = await createTestShell({ answers: contentAnswers({ '/arks/web/float': { status: 500 } }) });
    shell.renderShell();
    await waitFor(() => expect(shell.services.queryClient.getQueryState(contentKeys.float)?.status).toBe('error'), {
      timeout: 4000,
    });
    expect(screen.queryByRole('complementary', { name: 'Quick links' })).not.toBeInTheDocument();
    // The rest of the frame is unaffected.
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});

describe('mobile bottom navigation', () => {
  it("shows the template's items with icons and labels, the current page marked", async () => {
    setWindowWidth(390);
    const shell = await shellWithContent();
    shell.renderShell('/discount');

    const nav = await screen.findByRole('navigation', { name: 'Shortcuts' });
    expect(
      within(nav)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Home', 'Promotions', 'Deposit', 'Member', 'Service']);
    expect(within(nav).getByRole('link', { name: 'Promotions' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: 'Member' })).toHaveAttribute('href', '/user');
    expect(within(nav).getByRole('link', { name: 'Service (opens in a new window)' })).toHaveAttribute(
      'href',
      CUSTOMER_URL,
    );
    expect(shell.fetch.callsTo('/arks/web/web-mobile-footer')[0]?.body).toEqual({ site_id: '1', template: 'H5_1' });
  });

  it('asks for the list of the site template (bob_mobile is H5_2) and sends Deposit to the shell', async () => {
    setWindowWidth(390);
    const shell = await shellWithContent();
    withSettings(shell, { MOBILE_TEMPLATE_NAME: 'bob_mobile' });
    const deposit = jest.fn();
    shell.services.bus.on(BusEvent.depositRequested, deposit);
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    shell.renderShell();

    const nav = await screen.findByRole('navigation', { name: 'Shortcuts' });
    expect(shell.fetch.callsTo('/arks/web/web-mobile-footer')[0]?.body).toEqual({ site_id: '1', template: 'H5_2' });
    await userEvent.click(within(nav).getByRole('button', { name: 'Deposit' }));
    expect(deposit).toHaveBeenCalledWith({});
    open.mockRestore();
  });

  it('is not on desktop', async () => {
    const shell = await shellWithContent();
    shell.renderShell();
    await screen.findByRole('complementary', { name: 'Quick links' });
    expect(screen.queryByRole('navigation', { name: 'Shortcuts' })).not.toBeInTheDocument();
    expect(shell.fetch.callsTo('/arks/web/web-mobile-footer')).toHaveLength(0);
  });
});
