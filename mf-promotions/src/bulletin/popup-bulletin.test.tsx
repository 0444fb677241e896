// The pop-up promotion bulletin (spec 02 §4, §7): who asks what, the display rules on the page,
// closing (close time, content cleared, a member's hide), "don't show again", and the history.
import { BusEvent, browserStorage, Modal, type BulletinItem, type RemoteProps } from '@croupier/shared';
import {
  mountPage,
  ok,
  TEST_MEMBER,
  testSiteDetail,
  type MountedPage,
  type TestRoutes,
} from '@croupier/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatSiteTime, SECOND_FORMAT } from '@croupier/shared/dates';
import { useState } from 'react';
import { BULLETIN_CANCELLED_KEY, BULLETIN_CLOSE_TIME_KEY } from '../constants.js';
import { i18nBundles } from '../i18n.js';
import { useBulletinHistory } from './history-store.js';
import { PopupBulletin } from './popup-bulletin.js';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

let mounted: MountedPage | null = null;
afterEach(async () => {
  await mounted?.unmount();
  mounted = null;
  browserStorage('session').clear();
  useBulletinHistory.getState().closeHistory();
});

const GUEST = '/arks/web/bulletin';
const MEMBER = '/arks/web/bulletin/member';
const HIDE = '/arks/web/bulletin/member/hide';
const HISTORY = '/arks/web/bulletin/history';
const ZONE = 'Asia/Tokyo';

const item = (over: Partial<BulletinItem> = {}): BulletinItem => ({
  id: 1,
  display_device: 0,
  display_content: 'Weekend bonus',
  content: '<p>Deposit <b>twice</b>, get 10%.</p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
  updated_at: '2026-01-01 10:00:00',
  ...over,
});
const list = (items: BulletinItem[], display_frequency: 0 | 1 = 1) =>
  ok({ list: items, setting: { display_frequency } });

interface Options {
  routes: TestRoutes;
  member?: boolean;
  pathname?: string;
  search?: string;
  isDesktop?: boolean;
  beforeMount?: (props: RemoteProps) => void;
  extra?: React.ReactNode;
}

async function mountBulletin({
  routes,
  member = false,
  pathname = '/',
  search,
  isDesktop = true,
  beforeMount,
  extra,
}: Options) {
  mounted = await mountPage(
    <>
      {extra}
      <PopupBulletin />
    </>,
    {
      remote: 'mf-promotions',
      bundles: i18nBundles,
      basePath: '/',
      pathname,
      isDesktop,
      siteDetail: testSiteDetail({ site_id: '1', settings: { TIMEZONE: ZONE } }),
      routes: { [HISTORY]: () => ok({ list: [] }), ...routes },
      ...(search ? { search } : {}),
      ...(member ? { session: TEST_MEMBER } : {}),
      ...(beforeMount ? { beforeMount } : {}),
    },
  );
  return mounted;
}

const popup = () => screen.findByRole('dialog', { name: 'Promotion bulletin' });
const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

/** The dialog's text in the first frame it appears in. */
async function firstFrameOf(items: BulletinItem[]): Promise<string | null> {
  let firstFrame: string | null = null;
  const watch = new MutationObserver(() => {
    const dialog = document.querySelector('[role="dialog"]');
    if (dialog && firstFrame === null) firstFrame = dialog.textContent;
  });
  watch.observe(document.body, { childList: true, subtree: true });
  await mountBulletin({ routes: { [GUEST]: () => list(items) } });
  await popup();
  watch.disconnect();
  return firstFrame;
}

describe('a guest', () => {
  // First in the file: the sanitiser is not loaded yet (a module-wide singleton once it is), and
  // plain formatting does not load it.
  it('opens with plain formatting already in it, without the sanitiser', async () => {
    expect(await firstFrameOf([item({ content: '<p>Deposit <strong>twice</strong>, get 10%.</p>' })])).toContain(
      'Deposit twice, get 10%.',
    );
  });

  it("opens with the operator's text already in it (a modal that grows once open moves, a layout shift)", async () => {
    expect(await firstFrameOf([item()])).toContain('Deposit twice, get 10%.');
  });

  it('asks /arks/web/bulletin for its device and sees the items for it, sanitised', async () => {
    const app = await mountBulletin({
      routes: { [GUEST]: () => list([item(), item({ id: 2, display_device: 2, display_content: 'Phones only' })]) },
    });
    const dialog = await popup();
    expect(app.bodiesTo(GUEST)).toEqual([{ site_id: '1', display_device: 1 }]);
    expect(within(dialog).getByRole('heading', { name: 'Weekend bonus' })).toBeInTheDocument();
    expect(within(dialog).queryByText('Phones only')).not.toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByText('twice')).toBeInTheDocument());
    expect(dialog.querySelector('script')).toBeNull();
    expect(dialog.querySelector('img')).not.toHaveAttribute('onerror');
  });

  it('on a phone asks with display_device 2; several items are tabs named by their titles', async () => {
    const app = await mountBulletin({
      isDesktop: false,
      routes: {
        [GUEST]: () =>
          list([
            item(),
            item({ id: 2, display_device: 2, display_content: 'Phones only', content: '<p>Mobile text</p>' }),
            item({ id: 3, display_device: 1, display_content: 'Desktop only' }),
          ]),
      },
    });
    const dialog = await popup();
    expect(app.bodiesTo(GUEST)).toEqual([{ site_id: '1', display_device: 2 }]);
    const tabs = within(dialog).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Weekend bonus', 'Phones only']);
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Phones only' }));
    expect(await within(dialog).findByText('Mobile text')).toBeVisible();
  });

  it('closing stores the close time in the site zone and clears it; it stays closed until an item is updated after that', async () => {
    const updatedAt = '2026-01-01 10:00:00';
    const routes = { [GUEST]: () => list([item({ updated_at: updatedAt })]) };
    await mountBulletin({ routes });
    const before = formatSiteTime(Date.now(), ZONE, SECOND_FORMAT);
    await userEvent.click(within(await popup()).getByRole('button', { name: 'Close' }));
    const after = formatSiteTime(Date.now(), ZONE, SECOND_FORMAT);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const stored = browserStorage('session').getItem(BULLETIN_CLOSE_TIME_KEY) ?? '';
    expect(stored).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(stored >= before && stored <= after).toBe(true);

    // A new page of the same session: the same content stays closed.
    await mounted?.unmount();
    const again = await mountBulletin({ routes });
    await waitFor(() => expect(again.bodiesTo(GUEST)).toHaveLength(1));
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // Updated after the close: shown again.
    await again.unmount();
    const later = formatSiteTime(Date.now() + 60_000, ZONE, SECOND_FORMAT);
    await mountBulletin({ routes: { [GUEST]: () => list([item({ updated_at: later })]) } });
    expect(await popup()).toBeInTheDocument();
  });

  it('the Escape key closes it as the close button does', async () => {
    await mountBulletin({ routes: { [GUEST]: () => list([item()]) } });
    await popup();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(browserStorage('session').getItem(BULLETIN_CLOSE_TIME_KEY)).not.toBeNull();
  });

  it('"Don\'t show again this session" cancels it for the session', async () => {
    const routes = { [GUEST]: () => list([item({ updated_at: '2999-01-01 00:00:00' })]) };
    await mountBulletin({ routes });
    await userEvent.click(within(await popup()).getByRole('button', { name: "Don't show again this session" }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(browserStorage('session').getItem(BULLETIN_CANCELLED_KEY)).not.toBeNull();

    await mounted?.unmount();
    const again = await mountBulletin({ routes });
    await waitFor(() => expect(again.bodiesTo(GUEST)).toHaveLength(1));
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('the modal query keeps it away', async () => {
    const app = await mountBulletin({ search: '?modal=login', routes: { [GUEST]: () => list([item()]) } });
    await waitFor(() => expect(app.bodiesTo(GUEST)).toHaveLength(1));
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('waits while another modal is open, then shows', async () => {
    function OtherModal() {
      const [open, setOpen] = useState(true);
      return (
        <Modal open={open} onClose={() => setOpen(false)} title="Log in">
          <button type="button">Sign in</button>
        </Modal>
      );
    }
    const app = await mountBulletin({ routes: { [GUEST]: () => list([item()]) }, extra: <OtherModal /> });
    await waitFor(() => expect(app.bodiesTo(GUEST)).toHaveLength(1));
    await settle();
    expect(screen.queryByRole('dialog', { name: 'Promotion bulletin' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(await popup()).toBeInTheDocument();
  });

  it('after a login asks the member bulletins (afterLoginLoads)', async () => {
    const app = await mountBulletin({
      routes: { [GUEST]: () => list([]), [MEMBER]: () => list([item({ display_content: 'Members only' })]) },
    });
    await waitFor(() => expect(app.bodiesTo(GUEST)).toHaveLength(1));
    app.props.stores.session.getState().setSession(TEST_MEMBER);
    app.props.bus.emit(BusEvent.afterLoginLoads, { member_id: TEST_MEMBER.member_id, member_currency: 'USD' });
    expect(within(await popup()).getByRole('heading', { name: 'Members only' })).toBeInTheDocument();
    expect(app.bodiesTo(MEMBER)[0]).toEqual({ site_id: '1', display_device: 1, display_location: 2 });
  });
});

describe('a member', () => {
  it('elsewhere asks with display_location 2, and once closed it stays closed this session', async () => {
    const routes = { [MEMBER]: () => list([item({ updated_at: '2999-01-01 00:00:00' })]) };
    const app = await mountBulletin({ member: true, routes });
    await userEvent.click(within(await popup()).getByRole('button', { name: 'Close' }));
    expect(app.bodiesTo(MEMBER)).toEqual([{ site_id: '1', display_device: 1, display_location: 2 }]);
    expect(app.bodiesTo(HIDE)).toEqual([]);
    expect(browserStorage('session').getItem(BULLETIN_CLOSE_TIME_KEY)).not.toBeNull();

    await mounted?.unmount();
    const again = await mountBulletin({ member: true, routes });
    await waitFor(() => expect(again.bodiesTo(MEMBER)).toHaveLength(1));
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('on /user/Deposit asks with display_location 3 and sees it even after closing elsewhere; closing there stores no time', async () => {
    browserStorage('session').setItem(BULLETIN_CLOSE_TIME_KEY, '2999-01-01 00:00:00');
    const app = await mountBulletin({
      member: true,
      pathname: '/user/Deposit',
      routes: { [MEMBER]: () => list([item({ display_content: 'Deposit bonus' })]) },
    });
    const dialog = await popup();
    expect(within(dialog).getByRole('heading', { name: 'Deposit bonus' })).toBeInTheDocument();
    expect(app.bodiesTo(MEMBER)).toEqual([{ site_id: '1', display_device: 1, display_location: 3 }]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(browserStorage('session').getItem(BULLETIN_CLOSE_TIME_KEY)).toBe('2999-01-01 00:00:00');
  });

  it('the member centre saying its deposit page is shown counts as the deposit page', async () => {
    const app = await mountBulletin({
      member: true,
      pathname: '/user/Info',
      routes: {
        [MEMBER]: (body) => list((body as { display_location: number }).display_location === 3 ? [item()] : []),
      },
    });
    await waitFor(() => expect(app.bodiesTo(MEMBER)).toHaveLength(1));
    app.props.bus.emit(BusEvent.depositPageShown, { shown: true });
    expect(await popup()).toBeInTheDocument();
    expect(app.bodiesTo(MEMBER)[1]).toEqual({ site_id: '1', display_device: 1, display_location: 3 });
  });

  it('display_frequency 0: closing posts the hide and asks again', async () => {
    let hidden = false;
    const app = await mountBulletin({
      member: true,
      pathname: '/Deposit',
      routes: {
        [MEMBER]: () => list(hidden ? [] : [item()], 0),
        [HIDE]: () => {
          hidden = true;
          return ok({ hidden: 1 });
        },
      },
    });
    await userEvent.click(within(await popup()).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(app.bodiesTo(MEMBER)).toHaveLength(2));
    expect(app.bodiesTo(HIDE)).toEqual([{ site_id: '1', display_device: 1, display_location: 3 }]);
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('the history', () => {
  const history = () =>
    ok({
      list: [
        item({
          id: 8,
          display_content: 'Spring festival',
          content: '<p>Old news</p>',
          updated_at: '2025-03-01 09:00:00',
        }),
      ],
    });

  it('opens inside the pop-up and goes back', async () => {
    const app = await mountBulletin({ routes: { [GUEST]: () => list([item()]), [HISTORY]: history } });
    const dialog = await popup();
    await userEvent.click(within(dialog).getByRole('button', { name: 'History' }));
    const historyDialog = await screen.findByRole('dialog', { name: 'Bulletin history' });
    await userEvent.click(await within(historyDialog).findByText('Spring festival'));
    expect(await within(historyDialog).findByText('Old news')).toBeVisible();
    expect(app.bodiesTo(HISTORY)).toEqual([{ site_id: '1', display_device: 1 }]);
    await userEvent.click(within(historyDialog).getByRole('button', { name: 'Back to the bulletin' }));
    expect(await popup()).toBeInTheDocument();
  });

  it('opens on its own through the history store (the /discount page), even with the pop-up cancelled', async () => {
    browserStorage('session').setItem(BULLETIN_CANCELLED_KEY, '1');
    await mountBulletin({ routes: { [GUEST]: () => list([item()]), [HISTORY]: history } });
    useBulletinHistory.getState().openHistory();
    const dialog = await screen.findByRole('dialog', { name: 'Bulletin history' });
    expect(await within(dialog).findByText('Spring festival')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(useBulletinHistory.getState().open).toBe(false);
  });
});
