import { screen, within } from '@testing-library/react';
import type { LiveMap, Release } from '../api/types.js';
import { fail, ok, operator, renderConsole, signedIn, type Routes } from '../testing/render-console.js';
import { changeBody, overrideUrl } from './release-forms.js';

const SITES = ok({
  items: [
    {
      site_id: '1',
      site_name: 'Lucky Seven',
      modules: [
        { name: 'mf-games', enabled: true },
        { name: 'mf-promotions', enabled: true },
      ],
    },
    { site_id: '2', site_name: 'Golden Hall', modules: [{ name: 'mf-games', enabled: true }] },
  ],
});

const AT = Date.UTC(2026, 11, 7, 10);

const MAP: LiveMap = {
  site_id: '1',
  modules: [
    {
      module: 'mf-games',
      stable: '0.1.0+aaaaaaaaaaaa',
      canary: '0.2.0+bbbbbbbbbbbb',
      canary_percent: 10,
      revision: 3,
      updated_at: AT,
      stable_health: { loads: 200, failures: 1 },
      canary_health: { loads: 8, failures: 2 },
    },
  ],
  changes: [
    {
      id: 2,
      module: 'mf-games',
      action: 'canary',
      from_stable: '0.1.0+aaaaaaaaaaaa',
      to_stable: '0.1.0+aaaaaaaaaaaa',
      from_canary: null,
      to_canary: '0.2.0+bbbbbbbbbbbb',
      canary_percent: 10,
      revision: 3,
      actor: 'operator:ada',
      reason: 'try the new lobby',
      at: AT,
    },
  ],
};

const release = (version: string): Release => ({
  module: 'mf-games',
  version,
  manifest_url: `https://cdn.example/mf-games/${version}/mf-manifest.json`,
  registered_by: 'games-team',
  registered_at: AT,
});
const RELEASES = ok([release('0.3.0+cccccccccccc'), release('0.2.0+bbbbbbbbbbbb'), release('0.1.0+aaaaaaaaaaaa')]);

const routes = (extra: Routes = {}): Routes => ({
  ...signedIn(),
  'GET /sites': SITES,
  'GET /sites/1/releases': ok(MAP),
  'GET /releases/mf-games': RELEASES,
  ...extra,
});

async function openGames(user: ReturnType<typeof renderConsole>['user']) {
  const card = (await screen.findByRole('heading', { level: 3, name: 'mf-games' })).closest('article')!;
  const toggle = within(card).getByRole('button', { name: 'Releases and actions of mf-games' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  return card;
}

/** The form that changes what is live, in a remote's card. */
const changeForm = (card: HTMLElement) => within(within(card).getByRole('region', { name: 'Change what is live' }));

describe('the releases page', () => {
  it("renders the site's live map: stable, canary and share, revision, health, the latest changes", async () => {
    renderConsole('/releases', routes());
    const card = (await screen.findByRole('heading', { level: 3, name: 'mf-games' })).closest('article')!;
    const live = within(card);
    expect(live.getByText('0.1.0+aaaaaaaaaaaa')).toBeInTheDocument();
    expect(live.getByText('200 loads, 1 failure: failure rate 0.5%')).toBeInTheDocument();
    expect(live.getByText('0.2.0+bbbbbbbbbbbb for 10 % of visitors')).toBeInTheDocument();
    expect(live.getByText('8 loads, 2 failures: failure rate 25%')).toBeInTheDocument();
    expect(live.getByText('3')).toBeInTheDocument();
    // A module of the site with nothing placed yet.
    const promotions = screen.getByRole('heading', { level: 3, name: 'mf-promotions' }).closest('article')!;
    expect(within(promotions).getByText(/No release placed on this site yet/)).toBeInTheDocument();

    const changes = within(screen.getByRole('region', { name: 'Latest changes' }));
    const row = changes.getAllByRole('row')[1]!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      expect.any(String),
      'operator:ada',
      'mf-games',
      'Canary',
      'Stable 0.1.0+aaaaaaaaaaaaCanary 0.2.0+bbbbbbbbbbbb at 10 %',
      'try the new lobby',
    ]);
  });

  it('reads another site when one is chosen, and lists a remote’s registered releases', async () => {
    const { user, callsTo } = renderConsole(
      '/releases',
      routes({ 'GET /sites/2/releases': ok({ site_id: '2', modules: [], changes: [] }) }),
    );
    const card = await openGames(user);
    const table = await within(card).findByRole('table');
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map(
          (row) =>
            `${within(row).getByRole('rowheader').textContent} ${within(row).getAllByRole('cell')[0]!.textContent}`,
        ),
    ).toEqual(['0.3.0+cccccccccccc —', '0.2.0+bbbbbbbbbbbb Canary, 10 %', '0.1.0+aaaaaaaaaaaa Stable']);
    expect(callsTo('GET /releases/mf-games')[0]!.query.get('limit')).toBe('20');

    await user.selectOptions(screen.getByLabelText('Site'), '2');
    expect(await screen.findByRole('heading', { level: 2, name: 'Live on Golden Hall' })).toBeInTheDocument();
    expect(await screen.findByText('No change recorded on this site yet.')).toBeInTheDocument();
    expect(callsTo('GET /sites/2/releases')).toHaveLength(1);
  });

  it('promotes a release with its reason and the revision it read, then reads the map again', async () => {
    const { user, callsTo } = renderConsole(
      '/releases',
      routes({
        'POST /sites/1/releases/mf-games': ok({
          ...MAP.modules[0],
          stable: '0.3.0+cccccccccccc',
          canary: null,
          revision: 4,
        }),
      }),
    );
    const card = changeForm(await openGames(user));
    await user.selectOptions(await card.findByLabelText('Version'), '0.3.0+cccccccccccc');
    await user.type(card.getByLabelText('Reason'), 'the new lobby is ready');
    await user.click(card.getByRole('button', { name: 'Promote the release' }));

    expect(await card.findByText('mf-games: 0.3.0+cccccccccccc is the stable now (revision 4).')).toHaveAttribute(
      'role',
      'status',
    );
    const [call] = callsTo('POST /sites/1/releases/mf-games');
    expect(call!.body).toEqual({
      action: 'promote',
      version: '0.3.0+cccccccccccc',
      expected_revision: 3,
      reason: 'the new lobby is ready',
    });
    expect(call!.headers['x-csrf-token']).toBe('csrf-1');
    expect(callsTo('GET /sites/1/releases')).toHaveLength(2);
  });

  it('shows the api’s refusal of a conflict (409) in an alert and reads what is live now', async () => {
    const { user, callsTo } = renderConsole(
      '/releases',
      routes({ 'POST /sites/1/releases/mf-games': fail(409, 'conflict: the live map changed (revision 4)') }),
    );
    const card = changeForm(await openGames(user));
    await user.click(card.getByLabelText('Canary'));
    await user.selectOptions(await card.findByLabelText('Version'), '0.3.0+cccccccccccc');
    await user.clear(card.getByLabelText('Share of visitors (%)'));
    await user.type(card.getByLabelText('Share of visitors (%)'), '25');
    await user.type(card.getByLabelText('Reason'), 'try 0.3');
    await user.click(card.getByRole('button', { name: 'Start the canary' }));

    expect(await card.findByRole('alert')).toHaveTextContent(
      'Refused: conflict: the live map changed (revision 4) The live map above shows what is live now.',
    );
    expect(callsTo('POST /sites/1/releases/mf-games')[0]!.body).toEqual({
      action: 'canary',
      version: '0.3.0+cccccccccccc',
      percent: 25,
      expected_revision: 3,
      reason: 'try 0.3',
    });
    expect(callsTo('GET /sites/1/releases')).toHaveLength(2);
  });

  it('sends nothing without a reason, or a canary without its share', async () => {
    const { user, callsTo } = renderConsole('/releases', routes());
    const card = changeForm(await openGames(user));
    await user.click(card.getByLabelText('Canary'));
    await user.clear(card.getByLabelText('Share of visitors (%)'));
    await user.type(card.getByLabelText('Share of visitors (%)'), '100');
    await user.click(card.getByRole('button', { name: 'Start the canary' }));
    expect(await card.findByText('Say why (up to 500 characters).')).toBeInTheDocument();
    expect(card.getByText('Enter a whole number from 1 to 99.')).toBeInTheDocument();
    expect(card.getByText('Choose the release to place.')).toBeInTheDocument();
    expect(card.getByLabelText('Reason')).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo('POST /sites/1/releases/mf-games')).toHaveLength(0);
  });

  it('rolls back with no version, and shows the gate’s reasons when it refuses', async () => {
    const { user, callsTo } = renderConsole(
      '/releases',
      routes({
        'POST /sites/1/releases/mf-games': fail(
          409,
          'mf-games 0.3.0+cccccccccccc cannot go live on site 1: it needs contract 8. Nothing changed.',
        ),
      }),
    );
    const card = changeForm(await openGames(user));
    await user.click(card.getByLabelText('Roll back'));
    expect(card.queryByLabelText('Version')).not.toBeInTheDocument();
    await user.type(card.getByLabelText('Reason'), 'canary fails');
    await user.click(card.getByRole('button', { name: 'Roll back' }));
    expect(await card.findByRole('alert')).toHaveTextContent('it needs contract 8. Nothing changed.');
    expect(callsTo('POST /sites/1/releases/mf-games')[0]!.body).toEqual({
      action: 'rollback',
      expected_revision: 3,
      reason: 'canary fails',
    });
  });

  it('makes an override link and writes the whole address to copy', async () => {
    const { user, callsTo } = renderConsole(
      '/releases',
      routes({
        'POST /sites/1/releases/mf-games/override': ok({
          token: 'tok.sig',
          expires_at: AT + 3_600_000,
          query: 'cr_release=tok.sig',
        }),
      }),
    );
    const card = within(await openGames(user));
    const form = within(card.getByRole('region', { name: 'Override link' }));
    await user.selectOptions(await form.findByLabelText('Version'), '0.2.0+bbbbbbbbbbbb');
    await user.clear(form.getByLabelText('Minutes the link holds'));
    await user.type(form.getByLabelText('Minutes the link holds'), '120');
    await user.click(form.getByRole('button', { name: 'Create the link' }));
    expect(await form.findByText('?cr_release=tok.sig')).toBeInTheDocument();
    expect(callsTo('POST /sites/1/releases/mf-games/override')[0]!.body).toEqual({
      version: '0.2.0+bbbbbbbbbbbb',
      minutes: 120,
    });
    await user.type(form.getByLabelText('Address of a page of the site (optional)'), 'https://games.example/slots');
    expect(form.getByText('https://games.example/slots?cr_release=tok.sig')).toBeInTheDocument();
  });

  it('only reads without releases.change', async () => {
    const { user } = renderConsole(
      '/releases',
      routes(signedIn(operator({ permissions: ['sites.read', 'releases.read'] }))),
    );
    const card = within(await openGames(user));
    expect(await card.findByRole('table')).toBeInTheDocument();
    expect(card.queryByRole('button', { name: 'Promote the release' })).not.toBeInTheDocument();
    expect(card.queryByLabelText('Reason')).not.toBeInTheDocument();
    expect(
      screen.getByText(/^What each remote serves on a site, how it loads, and its latest changes\.$/),
    ).toBeInTheDocument();
  });
});

describe('the release forms’ helpers', () => {
  it('sends only what the action takes', () => {
    const values = { version: '1.0.0+a', percent: '5', reason: 'why' };
    expect(changeBody({ ...values, action: 'promote' }, null)).toEqual({
      action: 'promote',
      version: '1.0.0+a',
      expected_revision: null,
      reason: 'why',
    });
    expect(changeBody({ ...values, action: 'canary' }, 2)).toMatchObject({ percent: 5, expected_revision: 2 });
    expect(changeBody({ ...values, action: 'rollback' }, 2)).toEqual({
      action: 'rollback',
      expected_revision: 2,
      reason: 'why',
    });
  });

  it('adds the override query to a web page’s address only', () => {
    expect(overrideUrl('https://games.example/?lang=en#top', 'cr_release=t')).toBe(
      'https://games.example/?lang=en&cr_release=t#top',
    );
    expect(overrideUrl('javascript:alert(1)', 'cr_release=t')).toBeNull();
    expect(overrideUrl('games.example', 'cr_release=t')).toBeNull();
  });
});
