// The home carousel as a visitor uses it: the banners of the device and currency, rotation that
// waits for the pointer, focus, the pause button and reduced motion, keyboard controls, the three
// kinds of link (and a javascript: one refused), the live refresh and the error toast.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { BusEvent, CAROUSEL_USE_TYPE } from '@croupier/shared';
import { TEST_MEMBER } from '@croupier/shared/testing';
import { CAROUSEL_INTERVAL_MS } from '../constants.js';
import { bannerTests, ok, picture, preferReducedMotion, refused, toastTexts } from './banners-test-kit.js';
import { Carousel } from './carousel.js';

const mount = bannerTests();
const three = {
  '/arks/web/carousel_picture': () => ok({ web_carousel_picture_list: [picture(1), picture(2), picture(3)] }),
};

const carousel = () => screen.getByRole('region', { name: 'Banners' });
const shownSlide = () =>
  screen
    .getAllByRole('group')
    .find((g) => g.getAttribute('aria-roledescription') === 'slide' && !g.hasAttribute('aria-hidden'));
const currentDot = () =>
  within(screen.getByRole('group', { name: 'Choose a banner' }))
    .getAllByRole('button')
    .find((b) => b.getAttribute('aria-current') === 'true');

afterEach(() => jest.useRealTimers());

const rendered = () => new Promise((resolve) => setTimeout(resolve, 30));

/** Lets React render what the last event changed, moves the clock by `ms`, and renders again. */
async function elapse(ms: number) {
  await rendered();
  jest.advanceTimersByTime(ms);
  await rendered();
}

/**
 * A fake clock that also moves with real time (a parcel's mount and the api client wait on
 * timers); the test jumps it by whole intervals.
 */
async function mountWithFakeClock() {
  jest.useFakeTimers({ advanceTimers: true });
  await mount(<Carousel />, { routes: three });
  await screen.findByRole('img', { name: 'Banner title 1' });
}

describe('<Carousel/>', () => {
  it("asks for the desktop's large banners in the member's currency, as an APG carousel", async () => {
    const mounted = await mount(<Carousel />, {
      routes: three,
      session: { ...TEST_MEMBER, member_currency: 'INR' },
      currency: 'USD',
    });
    expect(await screen.findByRole('img', { name: 'Banner title 1' })).toHaveAttribute('loading', 'eager');
    expect(document.querySelector('img[alt="Banner title 2"]')).toHaveAttribute('loading', 'lazy');
    expect(carousel()).toHaveAttribute('aria-roledescription', 'carousel');
    expect(shownSlide()).toHaveAccessibleName('1 of 3');
    expect(mounted.bodiesTo('/arks/web/carousel_picture')).toEqual([
      { site_id: '1', use_type: CAROUSEL_USE_TYPE.desktopLarge, currency: 'INR' },
    ]);
  });

  it("asks a phone's banners in the currency the site shows a guest, and keeps the box when there are none", async () => {
    const mounted = await mount(<Carousel />, { isDesktop: false });
    await waitFor(() =>
      expect(mounted.bodiesTo('/arks/web/carousel_picture')).toEqual([
        { site_id: '1', use_type: CAROUSEL_USE_TYPE.mobile, currency: 'USD' },
      ]),
    );
    expect(carousel().style.aspectRatio).toBe('750 / 340');
    expect(within(carousel()).queryByRole('button')).not.toBeInTheDocument();
  });

  it('advances every interval, and holds while the pointer is over it or focus is inside', async () => {
    await mountWithFakeClock();

    await elapse(CAROUSEL_INTERVAL_MS);
    expect(shownSlide()).toHaveAccessibleName('2 of 3');
    expect(currentDot()).toHaveAccessibleName('Show banner 2');

    fireEvent.mouseEnter(carousel());
    await elapse(CAROUSEL_INTERVAL_MS);
    await elapse(CAROUSEL_INTERVAL_MS);
    expect(shownSlide()).toHaveAccessibleName('2 of 3');
    fireEvent.mouseLeave(carousel());

    screen.getByRole('button', { name: 'Next banner' }).focus();
    await elapse(CAROUSEL_INTERVAL_MS);
    await elapse(CAROUSEL_INTERVAL_MS);
    expect(shownSlide()).toHaveAccessibleName('2 of 3');
    screen.getByRole('button', { name: 'Next banner' }).blur();

    await elapse(CAROUSEL_INTERVAL_MS);
    expect(shownSlide()).toHaveAccessibleName('3 of 3');
    await elapse(CAROUSEL_INTERVAL_MS);
    expect(shownSlide()).toHaveAccessibleName('1 of 3');
  });

  it('stops for good with the pause button (WCAG 2.2.2), and plays again', async () => {
    await mountWithFakeClock();
    fireEvent.click(screen.getByRole('button', { name: 'Pause the banners' }));
    await elapse(CAROUSEL_INTERVAL_MS);
    await elapse(CAROUSEL_INTERVAL_MS);
    expect(shownSlide()).toHaveAccessibleName('1 of 3');

    fireEvent.click(screen.getByRole('button', { name: 'Play the banners' }));
    await elapse(CAROUSEL_INTERVAL_MS);
    expect(shownSlide()).toHaveAccessibleName('2 of 3');
  });

  it('does not rotate under prefers-reduced-motion', async () => {
    const undo = preferReducedMotion(true);
    try {
      await mountWithFakeClock();
      expect(screen.getByRole('button', { name: 'Play the banners' })).toBeInTheDocument();
      await elapse(CAROUSEL_INTERVAL_MS);
      await elapse(CAROUSEL_INTERVAL_MS);
      expect(shownSlide()).toHaveAccessibleName('1 of 3');
    } finally {
      undo();
    }
  });

  it('moves with the previous, next and dot buttons; hidden slides are out of the tab order', async () => {
    await mount(<Carousel />, { routes: three });
    await screen.findByRole('img', { name: 'Banner title 1' });
    fireEvent.click(screen.getByRole('button', { name: 'Previous banner' }));
    expect(shownSlide()).toHaveAccessibleName('3 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Next banner' }));
    expect(shownSlide()).toHaveAccessibleName('1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Show banner 2' }));
    expect(shownSlide()).toHaveAccessibleName('2 of 3');
    expect(currentDot()).toHaveAccessibleName('Show banner 2');
    // Only the shown slide's link can be reached.
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['https://example.com/promo/2']);
  });

  it('follows each kind of link, and refuses anything but http(s) outside', async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    const pictures = [
      picture(1, { link_type: 0, link_url: 'javascript:alert(1)', title: 'Script' }),
      picture(2, { link_type: 0, link_method: 1, link_url: 'https://example.com/a', title: 'Outside' }),
      picture(3, { link_type: 1, link_method: 0, link_url: '/discount/3', title: 'Promotion' }),
      picture(4, { link_type: 1, link_method: 1, link_url: '/main/4', title: 'News four' }),
      picture(5, {
        link_type: 2,
        link_url: '',
        title: 'Play',
        game_link_parameter: {
          currency: 'USD',
          gt_id: 2,
          gp_id: 'GPR8',
          gp_gt_name: 'R8',
          customized: 1,
          game_code: 'r8-lucky',
          house: 0,
        },
      }),
    ];
    const mounted = await mount(<Carousel />, {
      routes: { '/arks/web/carousel_picture': () => ok({ web_carousel_picture_list: pictures }) },
    });
    const launches: unknown[] = [];
    mounted.props.bus.on(BusEvent.gamesLaunchRequested, (p) => launches.push(p));
    const show = (n: number) => fireEvent.click(screen.getByRole('button', { name: `Show banner ${n}` }));

    const script = await screen.findByRole('img', { name: 'Script' });
    expect(script.closest('a,button')).toBeNull();

    show(2);
    const outside = screen.getByRole('link', { name: /Outside/ });
    expect(outside).toHaveAttribute('href', 'https://example.com/a');
    expect(outside).toHaveAttribute('target', '_blank');
    expect(outside).toHaveAttribute('rel', 'noopener noreferrer');

    show(3);
    fireEvent.click(screen.getByRole('link', { name: 'Promotion' }));
    expect(mounted.navigatedTo()).toEqual(['/discount/3']);

    show(4);
    fireEvent.click(screen.getByRole('link', { name: /News four/ }));
    expect(open).toHaveBeenCalledWith('/main/4', '_blank', 'noopener');
    expect(mounted.navigatedTo()).toEqual(['/discount/3']);

    show(5);
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    // Synchronously, inside the click.
    expect(launches).toEqual([{ game: pictures[4]!.game_link_parameter }]);
    open.mockRestore();
  });

  it('asks again when the back office changes the banners (promotionsBannersChanged)', async () => {
    let list = [picture(1)];
    const mounted = await mount(<Carousel />, {
      routes: { '/arks/web/carousel_picture': () => ok({ web_carousel_picture_list: list }) },
    });
    await screen.findByRole('img', { name: 'Banner title 1' });
    list = [picture(7, { title: 'Fresh banner' })];
    mounted.props.bus.emit(BusEvent.promotionsBannersChanged, { currency: 'USD' });
    expect(await screen.findByRole('img', { name: 'Fresh banner' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Banner title 1' })).not.toBeInTheDocument();
  });

  it("shows the server's message once when the banners are refused, and keeps the empty box", async () => {
    await mount(<Carousel />, { routes: { '/arks/web/carousel_picture': () => refused(9, 'Banners are resting') } });
    await waitFor(() => expect(toastTexts()).toEqual(['Banners are resting']));
    expect(carousel().style.aspectRatio).toBe('1920 / 480');
  });
});
