import { fireEvent, screen, within } from '@testing-library/react';
import type { Permission } from '../api/types.js';
import { fail, ok, operator, renderConsole, signedIn, type Routes } from '../testing/render-console.js';
import { PICTURE_MAX_BYTES } from './picture.js';

const HOSTILE = '<img src=x onerror=alert(1)>';
const EDITOR: Permission[] = ['sites.read', 'content.edit'];

const SITE = {
  ...signedIn(operator({ roles: ['content_editor'], permissions: EDITOR })),
  'GET /sites': ok({ items: [{ site_id: '1', site_name: 'Croupier Demo', modules: [] }] }),
  'GET /sites/1/settings': ok({
    site_id: '1',
    site_name: 'Croupier Demo',
    settings: { SITE_ID: '1', CURRENCY: 'USD,INR', LANGUAGE: 'en_US,hi_IN', MOBILE_TEMPLATE_NAME: 'H5_1' },
    customer_service: {},
  }),
} satisfies Routes;

const WELCOME = {
  id: 7,
  use_type: 0,
  currency: null,
  url: '/api/assets/carousel/welcome-large.svg',
  title: { en_US: 'Welcome', hi_IN: 'स्वागत' },
  link_type: 1,
  link_method: 0,
  link_url: '/discount',
  game_link_parameter: null,
  sort: 40,
};
const GAME = {
  id: 8,
  use_type: 0,
  currency: null,
  url: '/api/assets/carousel/game.svg',
  title: { en_US: 'A game' },
  link_type: 2,
  link_method: 1,
  link_url: '',
  game_link_parameter: { currency: 'USD', gt_id: 1, gp_id: 'CR', gp_gt_name: 'Slots', customized: 1, game_code: 'x' },
  sort: 30,
};
const CAROUSEL = ok({ currencies: ['USD', 'INR'], items: [WELCOME, GAME, { ...WELCOME, id: 9, use_type: 2 }] });

/** The picture field of the add-a-banner form. */
const pictureField = () => screen.getByLabelText('Picture') as HTMLInputElement;

describe('the content page', () => {
  it('is in the nav for a content editor and opens on the announcements of the first site', async () => {
    renderConsole('/content', { ...SITE, 'GET /sites/1/announcements': ok({ items: [] }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Content' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Console' });
    expect(within(nav).getByRole('link', { name: 'Content' })).toHaveAttribute('aria-current', 'page');
    const sections = await screen.findByRole('navigation', { name: 'Content sections' });
    expect(within(sections).getByRole('link', { name: 'Announcements' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByText('No announcements yet.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Announcements of Croupier Demo' })).toBeInTheDocument();
  });

  it('uploads a banner picture as base64 JSON, then publishes the group with the new banner', async () => {
    const { user, callsTo } = renderConsole('/content?site=1&section=carousel', {
      ...SITE,
      'GET /sites/1/carousel': CAROUSEL,
      'POST /sites/1/carousel/pictures': ok({
        url: '/api/assets/uploads/carousel/abc.webp',
        width: 1920,
        height: 480,
        bytes: 900,
      }),
      'POST /sites/1/carousel': ok({ ids: [7, 8, 10], channels: ['web_api.USD', 'web_api.INR'], published: true }),
    });
    expect(await screen.findByRole('rowheader', { name: 'Welcome' })).toBeInTheDocument();
    // The mobile banner is another group's.
    expect(screen.getAllByRole('rowheader')).toHaveLength(2);

    await user.upload(pictureField(), new File(['PNG!'], 'banner.png', { type: 'image/png' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'hi_IN');
    await user.type(screen.getByRole('textbox', { name: /^Title in Hindi/ }), 'नया');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'en_US');
    await user.type(screen.getByRole('textbox', { name: /^Title in English/ }), 'New banner');
    await user.type(screen.getByRole('textbox', { name: 'Link address' }), '/discount');
    await user.clear(screen.getByRole('textbox', { name: 'Order' }));
    await user.type(screen.getByRole('textbox', { name: 'Order' }), '99');
    await user.click(screen.getByRole('button', { name: 'Upload and publish the banner' }));

    expect(await screen.findByText('Banner published with its 1920 × 480 px picture.')).toHaveAttribute(
      'role',
      'status',
    );
    const [upload] = callsTo('POST /sites/1/carousel/pictures');
    expect(upload!.body).toEqual({ image: { content_type: 'image/png', data: btoa('PNG!') } });
    expect(upload!.headers['x-csrf-token']).toBe('csrf-1');
    const [publish] = callsTo('POST /sites/1/carousel');
    expect(publish!.body).toEqual({
      use_type: 0,
      items: [
        {
          url: WELCOME.url,
          title: WELCOME.title,
          link_type: 1,
          link_method: 0,
          link_url: '/discount',
          sort: 40,
        },
        {
          url: GAME.url,
          title: GAME.title,
          link_type: 2,
          link_method: 1,
          game_link_parameter: GAME.game_link_parameter,
          sort: 30,
        },
        {
          url: '/api/assets/uploads/carousel/abc.webp',
          title: { en_US: 'New banner', hi_IN: 'नया' },
          link_type: 1,
          link_method: 0,
          link_url: '/discount',
          sort: 99,
        },
      ],
    });
  });

  it('refuses a file that is not a picture, or too big, before sending anything', async () => {
    const { user, calls } = renderConsole('/content?site=1&section=carousel', {
      ...SITE,
      'GET /sites/1/carousel': CAROUSEL,
    });
    await screen.findByRole('rowheader', { name: 'Welcome' });
    await user.type(screen.getByRole('textbox', { name: 'Link address' }), '/discount');

    fireEvent.change(pictureField(), {
      target: { files: [new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' })] },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'logo.svg is not a PNG, JPEG or WebP picture. Choose one of those.',
    );
    expect(pictureField()).toHaveAttribute('aria-invalid', 'true');

    const big = new File(['x'], 'huge.jpg', { type: 'image/jpeg' });
    Object.defineProperty(big, 'size', { value: PICTURE_MAX_BYTES + 1 });
    fireEvent.change(pictureField(), { target: { files: [big] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('huge.jpg is 2.0 MB: a picture may be at most 2.0 MB.');

    await user.click(screen.getByRole('button', { name: 'Upload and publish the banner' }));
    expect(screen.getByRole('alert')).toHaveTextContent('huge.jpg is 2.0 MB');
    expect(pictureField()).toHaveFocus();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it("shows the api's refusal of a banner in an alert", async () => {
    const { user } = renderConsole('/content?site=1&section=carousel', {
      ...SITE,
      'GET /sites/1/carousel': CAROUSEL,
      'POST /sites/1/carousel/pictures': fail(400, 'The file is a gif file, not image/png'),
    });
    await screen.findByRole('rowheader', { name: 'Welcome' });
    await user.upload(pictureField(), new File(['GIF8'], 'sneaky.png', { type: 'image/png' }));
    await user.type(screen.getByRole('textbox', { name: 'Link address' }), '/discount');
    await user.click(screen.getByRole('button', { name: 'Upload and publish the banner' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The file is a gif file, not image/png');
  });

  it('removes a banner by publishing the rest of its group', async () => {
    const { user, callsTo } = renderConsole('/content?site=1&section=carousel', {
      ...SITE,
      'GET /sites/1/carousel': CAROUSEL,
      'POST /sites/1/carousel': ok({ ids: [8], channels: [], published: true }),
    });
    await screen.findByRole('rowheader', { name: 'Welcome' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), 'USD');
    expect(await screen.findByText('No banners here yet.')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), '');
    await user.click(await screen.findByRole('button', { name: 'Remove Welcome' }));
    expect(await screen.findByText('Banner “Welcome” removed.')).toBeInTheDocument();
    expect(callsTo('POST /sites/1/carousel')[0]!.body).toMatchObject({
      use_type: 0,
      items: [{ url: GAME.url, link_type: 2 }],
    });
  });

  it("shows an announcement's HTML as its source, never as markup, and sends only what changed", async () => {
    const entry = {
      id: 3,
      title: { en_US: HOSTILE },
      content: { en_US: `<p>${HOSTILE}</p>` },
      display_before_login: 1,
      display_after_login: 0,
      display_marquee: 0,
      sort: 2,
      created_at: Date.UTC(2026, 0, 2),
    };
    const { user, callsTo, container } = renderConsole('/content?site=1&section=announcements', {
      ...SITE,
      'GET /sites/1/announcements': ok({ items: [entry] }),
      'POST /sites/1/announcements/3': ok({ ...entry, display_after_login: 1 }),
    });
    expect(
      await screen.findByRole('rowheader', { name: new RegExp(HOSTILE.replace(/[()]/g, '\\$&')) }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `Edit ${HOSTILE}` }));
    expect(screen.getByRole('heading', { name: 'Edit announcement 3' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Content in English (HTML source)' })).toHaveValue(`<p>${HOSTILE}</p>`);
    expect(container.ownerDocument.querySelector('img')).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: "After login (the members' list)" }));
    await user.click(screen.getByRole('button', { name: 'Save the changes' }));
    expect(await screen.findByText('Announcement 3 saved.')).toBeInTheDocument();
    expect(callsTo('POST /sites/1/announcements/3')[0]!.body).toEqual({ display_after_login: 1 });
    expect(container.ownerDocument.querySelector('img')).toBeNull();
  });

  it('creates an announcement in two languages', async () => {
    const { user, callsTo } = renderConsole('/content?site=1&section=announcements', {
      ...SITE,
      'GET /sites/1/announcements': ok({ items: [] }),
      'POST /sites/1/announcements': ok({ id: 12 }),
    });
    await user.click(await screen.findByRole('button', { name: 'Create the announcement' }));
    expect(
      await screen.findByText('Enter a title in at least one language (at most 200 characters).'),
    ).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Title in English' }), 'Maintenance');
    await user.type(screen.getByRole('textbox', { name: 'Content in English (HTML source)' }), '<p>Tonight</p>');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'hi_IN');
    await user.type(screen.getByRole('textbox', { name: 'Title in Hindi' }), 'रखरखाव');
    await user.click(screen.getByRole('button', { name: 'Create the announcement' }));
    expect(await screen.findByText('Announcement 12 created.')).toBeInTheDocument();
    expect(callsTo('POST /sites/1/announcements')[0]!.body).toEqual({
      title: { en_US: 'Maintenance', hi_IN: 'रखरखाव' },
      content: { en_US: '<p>Tonight</p>' },
      display_before_login: 1,
      display_after_login: 1,
      sort: 0,
    });
  });

  it("shows what members typed as text, and decides an application with a reason; the api's refusal in an alert", async () => {
    const application = {
      id: 4,
      promotion_id: 11,
      promotion_title: { en_US: 'VIP bonus' },
      bonus: '20.00',
      member_account: HOSTILE,
      member_currency: 'USD',
      applied_at: '2026-01-02 10:00:00',
    };
    let decided = 0;
    const { user, callsTo, container } = renderConsole('/content?site=1&section=applications', {
      ...SITE,
      'GET /sites/1/promotions/applications': () => ok({ items: decided ? [] : [application] }),
      'POST /sites/1/promotions/decide': (call) => {
        if ((call.body as { status: string }).status === 'rejected')
          return fail(409, 'No pending application of this member for this promotion');
        decided += 1;
        return ok({ status: 'approved', bonus: '20.00' });
      },
    });
    const card = await screen.findByRole('article', { name: `${HOSTILE}: VIP bonus` });
    expect(within(card).getByText(HOSTILE)).toBeInTheDocument();
    expect(container.ownerDocument.querySelector('img')).toBeNull();

    await user.type(within(card).getByRole('textbox', { name: /^Reason/ }), 'not yet');
    await user.click(within(card).getByRole('button', { name: 'Decline' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'No pending application of this member for this promotion',
    );

    await user.click(within(card).getByRole('button', { name: 'Approve' }));
    expect(
      await screen.findByText(`The application of ${HOSTILE} for VIP bonus is approved; bonus paid: 20.00.`),
    ).toHaveAttribute('role', 'status');
    expect(callsTo('POST /sites/1/promotions/decide').map((call) => call.body)).toEqual([
      { member_account: HOSTILE, promotion_id: 11, status: 'rejected', reason: 'not yet' },
      { member_account: HOSTILE, promotion_id: 11, status: 'approved', reason: 'not yet' },
    ]);
    expect(await screen.findByText('No application is waiting.')).toBeInTheDocument();
    expect(container.ownerDocument.querySelector('img')).toBeNull();
  });

  it('creates a red envelope for some minutes, checking the budget first', async () => {
    const { user, callsTo } = renderConsole('/content?site=1&section=redEnvelopes', {
      ...SITE,
      'GET /sites/1/red-envelopes': ok({ items: [] }),
      'POST /sites/1/red-envelopes': ok({ id: 5, end_at: '2026-01-02 11:00:00' }),
    });
    await user.type(await screen.findByRole('textbox', { name: 'Budget' }), '1.00');
    await user.type(screen.getByRole('textbox', { name: 'Shares' }), '200');
    await user.click(screen.getByRole('button', { name: 'Create the red envelope' }));
    expect(await screen.findByText('The budget must cover every share at the smallest share.')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'Shares' }));
    await user.type(screen.getByRole('textbox', { name: 'Shares' }), '10');
    await user.click(screen.getByRole('button', { name: 'Create the red envelope' }));
    expect(await screen.findByText('Red envelope 5 created: it runs until 2026-01-02 11:00:00.')).toBeInTheDocument();
    expect(callsTo('POST /sites/1/red-envelopes')[0]!.body).toEqual({
      currency: 'USD',
      budget: '1.00',
      shares: 10,
      min: '0.01',
      seconds: 3600,
    });
  });

  it("sets a currency's daily sign-in from what it has", async () => {
    const activity = {
      currency: 'INR',
      active: true,
      start_date: '2026-01-01',
      end_date: null,
      rewards: ['1.00', '2.00', '3.00', '4.00', '5.00', '6.00', '10.00'],
    };
    const { user, callsTo } = renderConsole('/content?site=1&section=signin', {
      ...SITE,
      'GET /sites/1/signin': ok({ items: [activity] }),
      'POST /sites/1/signin': (call) => ok(call.body),
    });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Currency' }), 'INR');
    expect(screen.getByRole('textbox', { name: 'Day 7' })).toHaveValue('10.00');
    await user.clear(screen.getByRole('textbox', { name: 'Day 7' }));
    await user.type(screen.getByRole('textbox', { name: 'Day 7' }), '12.50');
    await user.click(screen.getByRole('button', { name: 'Save the daily sign-in' }));
    expect(await screen.findByText('The daily sign-in in INR is saved.')).toBeInTheDocument();
    expect(callsTo('POST /sites/1/signin')[0]!.body).toEqual({
      ...activity,
      rewards: [...activity.rewards.slice(0, 6), '12.50'],
    });
  });

  it('is not reachable without content.edit', async () => {
    renderConsole('/content', signedIn(operator({ roles: ['cashier'], permissions: ['sites.read'] })));
    expect(await screen.findByRole('heading', { level: 1, name: 'Not allowed' })).toBeInTheDocument();
  });
});
