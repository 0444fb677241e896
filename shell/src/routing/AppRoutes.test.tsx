import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allowParcelsOutsideAct, captureConsoleErrors } from '../test/setup.js';
import { createTestShell } from '../test/shell-harness.js';

allowParcelsOutsideAct();
captureConsoleErrors();

describe('routes', () => {
  it.each([
    ['/', 'Games lobby'],
    ['/gameHall/3', 'Games lobby'],
    ['/slotgame?gt_id=2&gp_id=GPLL&house=0', 'Games lobby'],
    ['/user/Deposit', 'Member centre'],
    ['/proxy/Plan', 'Agent area'],
    ['/discount/12', 'Promotions'],
    ['/main/4', 'Promotions'],
    ['/authCallback', 'Auth callback'],
  ])('%s mounts its remote', async (path, text) => {
    const shell = await createTestShell();
    shell.renderShell(path);
    expect(await within(screen.getByRole('main')).findByText(text)).toBeInTheDocument();
  });

  it("sends a disabled module's routes to the 404 page", async () => {
    const shell = await createTestShell({ modules: { 'mf-member-center': false } });
    shell.renderShell('/user/Deposit');

    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(within(main).getByText('Page not found: /user/Deposit')).toBeInTheDocument();
    await userEvent.click(within(main).getByRole('link', { name: 'Back to the home page' }));
    expect(await within(main).findByText('Games lobby')).toBeInTheDocument();
  });

  it('answers an unknown path with the 404 page', async () => {
    const shell = await createTestShell();
    shell.renderShell('/no/such/page');
    expect(screen.getByText('Page not found: /no/such/page')).toBeInTheDocument();
  });

  it('keeps the rest of the site working when the home remote is down', async () => {
    const shell = await createTestShell({
      loadRemote: async (id) => {
        if (id === 'mf_games/app') throw new Error('RUNTIME-008');
        return null;
      },
    });
    shell.renderShell('/');

    const main = screen.getByRole('main');
    expect(await within(main).findByRole('alert')).toHaveTextContent('This part of the site could not be loaded');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Lucky Demo');
  });
});
