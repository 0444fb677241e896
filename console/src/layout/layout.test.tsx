import { screen, within } from '@testing-library/react';
import { fail, ok, operator, renderConsole, signedIn } from '../testing/render-console.js';

const SITES = { 'GET /sites': ok({ items: [] }) };

describe('the signed-in frame', () => {
  it('lists only the pages the permissions allow', async () => {
    renderConsole('/', { ...signedIn(operator({ permissions: ['sites.read'] })), ...SITES });
    const nav = await screen.findByRole('navigation', { name: 'Console' });
    expect(within(nav).getByRole('link', { name: 'Sites' })).toHaveAttribute('href', '/sites');
    expect(within(nav).queryByRole('link', { name: 'Releases' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Operators' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Audit log' })).not.toBeInTheDocument();
    // Home is the first allowed page.
    expect(await screen.findByRole('heading', { level: 1, name: 'Sites' })).toBeInTheDocument();
  });

  it('lists every page for an operator with every permission', async () => {
    renderConsole('/sites', { ...signedIn(), ...SITES });
    const nav = await screen.findByRole('navigation', { name: 'Console' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Sites', 'Releases', 'Operators', 'Audit log']);
  });

  it('does not open a page by its address without its permission', async () => {
    renderConsole('/operators', { ...signedIn(operator({ permissions: ['sites.read'] })), ...SITES });
    expect(await screen.findByRole('heading', { level: 1, name: 'Not allowed' })).toBeInTheDocument();
  });

  it('has a skip link, the landmarks and a menu button that opens the nav', async () => {
    const { user } = renderConsole('/sites', { ...signedIn(), ...SITES });
    expect(await screen.findByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    const menu = screen.getByRole('button', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(menu.getAttribute('aria-controls')!)).toHaveClass('console__nav-list--open');
  });

  it('signs out with the CSRF token and goes to the sign-in page', async () => {
    const { user, callsTo } = renderConsole('/sites', {
      ...signedIn(),
      ...SITES,
      'POST /auth/logout': ok(null),
    });
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Sign in to the console' })).toBeInTheDocument();
    expect(callsTo('POST /auth/logout')[0]!.headers['x-csrf-token']).toBe('csrf-1');
  });

  it('goes to the sign-in page when a call answers 401', async () => {
    renderConsole('/sites', { ...signedIn(), 'GET /sites': fail(401, 'session ended') });
    expect(await screen.findByRole('heading', { name: 'Sign in to the console' })).toBeInTheDocument();
  });
});
