import { screen, within } from '@testing-library/react';
import type { Permission } from '../api/types.js';
import { fail, ok, operator, renderConsole, signedIn, type Routes } from '../testing/render-console.js';

const OWNER: Permission[] = ['sites.read', 'sites.settings', 'sites.create', 'sites.modules'];

const SETTINGS = {
  site_id: '1',
  site_name: 'Croupier Demo',
  settings: {
    SITE_ID: '1',
    CURRENCY: 'USD,INR,VND',
    LANGUAGE: 'en_US,zh_CN,hi_IN',
    MOBILE_TEMPLATE_NAME: 'H5_1',
    IS_DEMO: false,
    LINK_EXPIRE_TIME: 60,
    DESKTOP_LOCK: false,
  },
  customer_service: { en_US: 'https://support.example/en', hi_IN: 'https://support.example/hi' },
};

const site = (permissions: Permission[] = OWNER, all_sites = true): Routes => ({
  ...signedIn(operator({ permissions, all_sites, site_ids: all_sites ? [] : ['1'] })),
  'GET /sites': ok({ items: [{ site_id: '1', site_name: 'Croupier Demo', modules: [] }] }),
  'GET /sites/1/settings': ok(SETTINGS),
});

describe('the site settings', () => {
  it('opens from the Sites page and sends only the fields changed', async () => {
    const { user, callsTo } = renderConsole('/sites', {
      ...site(),
      'POST /sites/1/settings': (call) =>
        ok({
          ...SETTINGS,
          settings: { ...SETTINGS.settings, ...(call.body as { settings: object }).settings },
          published: true,
        }),
    });
    await user.click(await screen.findByRole('link', { name: 'Settings (Croupier Demo)' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings of Croupier Demo' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save the settings' }));
    expect(await screen.findByText('Nothing changed, so nothing was sent.')).toBeInTheDocument();
    expect(callsTo('POST /sites/1/settings')).toHaveLength(0);

    await user.click(screen.getByRole('checkbox', { name: 'Desktop lock' }));
    await user.clear(screen.getByRole('textbox', { name: 'Link expiry (minutes)' }));
    await user.type(screen.getByRole('textbox', { name: 'Link expiry (minutes)' }), '30');
    await user.click(screen.getByRole('button', { name: 'Save the settings' }));
    expect(await screen.findByText("Settings saved. The site's pages read them at their next load.")).toHaveAttribute(
      'role',
      'status',
    );
    const [call] = callsTo('POST /sites/1/settings');
    expect(call!.body).toEqual({ settings: { DESKTOP_LOCK: true, LINK_EXPIRE_TIME: 30 } });
    expect(call!.headers['x-csrf-token']).toBe('csrf-1');
  });

  it('sends the languages with the default first, the currencies as a list, and a changed link', async () => {
    const { user, callsTo } = renderConsole('/sites/1/settings', {
      ...site(),
      'POST /sites/1/settings': ok({ ...SETTINGS, published: false }),
    });
    const languages = await screen.findByRole('group', { name: 'Languages' });
    await user.click(within(languages).getByRole('checkbox', { name: /^Tamil/ }));
    await user.click(within(languages).getByRole('checkbox', { name: /^Chinese \(simplified\)/ }));
    await user.selectOptions(within(languages).getByRole('combobox', { name: 'Default language' }), 'hi_IN');
    await user.clear(screen.getByRole('textbox', { name: /^Currencies/ }));
    await user.type(screen.getByRole('textbox', { name: /^Currencies/ }), 'inr, usd');
    await user.clear(screen.getByRole('textbox', { name: 'Customer service in Hindi' }));
    await user.type(screen.getByRole('textbox', { name: 'Customer service in Hindi' }), 'https://help.example/hi');
    await user.click(screen.getByRole('button', { name: 'Save the settings' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Open pages were not told of the new links (the realtime server did not answer).',
    );
    expect(callsTo('POST /sites/1/settings')[0]!.body).toEqual({
      settings: { LANGUAGE: 'hi_IN,en_US,ta_IN', CURRENCY: 'INR,USD' },
      customer_service: { hi_IN: 'https://help.example/hi' },
    });
  });

  it("checks the fields first, and shows the api's 400 message in an alert", async () => {
    const { user, callsTo } = renderConsole('/sites/1/settings', {
      ...site(),
      'POST /sites/1/settings': fail(400, 'TIMEZONE: not an IANA time zone'),
    });
    const currencies = await screen.findByRole('textbox', { name: /^Currencies/ });
    await user.clear(currencies);
    await user.type(currencies, 'USD,USD');
    await user.clear(screen.getByRole('textbox', { name: 'Customer service in English' }));
    await user.click(screen.getByRole('button', { name: 'Save the settings' }));
    expect(await screen.findByText('A currency is named twice.')).toBeInTheDocument();
    expect(callsTo('POST /sites/1/settings')).toHaveLength(0);

    await user.clear(currencies);
    await user.type(currencies, 'USD');
    await user.click(screen.getByRole('button', { name: 'Save the settings' }));
    expect(await screen.findByText('This link can be changed, not removed.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Customer service in English' }), 'https://support.example/en');

    await user.type(screen.getByRole('textbox', { name: 'Time zone' }), 'Etc/GMT+1');
    await user.click(screen.getByRole('button', { name: 'Save the settings' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('TIMEZONE: not an IANA time zone');
    expect(callsTo('POST /sites/1/settings')[0]!.body).toEqual({
      settings: { CURRENCY: 'USD', TIMEZONE: 'Etc/GMT+1' },
    });
  });

  it('only shows the settings without sites.settings, and offers no new site', async () => {
    renderConsole('/sites', site(['sites.read'], false));
    expect(await screen.findByRole('rowheader', { name: 'Croupier Demo' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New site' })).not.toBeInTheDocument();
    await screen.findByRole('link', { name: 'Settings (Croupier Demo)' });
  });

  it('reads the settings without a form for a reader', async () => {
    renderConsole('/sites/1/settings', site(['sites.read'], false));
    expect(await screen.findByText('https://support.example/hi')).toBeInTheDocument();
    expect(screen.getByText('English, Chinese (simplified), Hindi')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save the settings' })).not.toBeInTheDocument();
  });
});

describe('a new site', () => {
  it('is created by an operator of every site; a taken id is said at its field', async () => {
    let tries = 0;
    const { user, callsTo } = renderConsole('/sites', {
      ...site(),
      'POST /sites': () => (tries++ === 0 ? fail(409, 'Site S2 exists already') : ok({ site_id: 'S3' })),
    });
    await user.click(await screen.findByRole('link', { name: 'New site' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'New site' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Site ID/ }), 'S2');
    await user.type(screen.getByRole('textbox', { name: 'Site name' }), 'Second brand');
    await user.click(screen.getByRole('checkbox', { name: /^Hindi/ }));
    await user.type(screen.getByRole('textbox', { name: /^Currencies/ }), 'inr');
    await user.click(screen.getByRole('button', { name: 'Create the site' }));
    expect(await screen.findByText('This ID is taken. Choose another.')).toBeInTheDocument();

    await user.clear(screen.getByRole('textbox', { name: /^Site ID/ }));
    await user.type(screen.getByRole('textbox', { name: /^Site ID/ }), 'S3');
    await user.click(screen.getByRole('button', { name: 'Create the site' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Site Second brand (S3) created.');
    expect(screen.getByRole('link', { name: 'Open the settings of Second brand' })).toHaveAttribute(
      'href',
      '/sites/S3/settings',
    );
    expect(callsTo('POST /sites').map((call) => call.body)).toEqual([
      { site_id: 'S2', site_name: 'Second brand', languages: ['en_US', 'hi_IN'], currencies: ['INR'] },
      { site_id: 'S3', site_name: 'Second brand', languages: ['en_US', 'hi_IN'], currencies: ['INR'] },
    ]);
  });

  it('is refused in the page to an operator of some sites only', async () => {
    renderConsole('/sites/new', site(OWNER, false));
    expect(await screen.findByText('Only an operator of every site can create a site.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create the site' })).not.toBeInTheDocument();
  });
});
