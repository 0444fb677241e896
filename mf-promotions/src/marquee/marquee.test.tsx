// The marquee under the carousel: its titles open the news modal with the sanitised content and a
// link to the news page; asked again after a login; a refusal toasts the server's message.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { BusEvent } from '@croupier/shared';
import {
  announcement,
  bannerTests,
  ok,
  preferReducedMotion,
  refused,
  toastTexts,
} from '../carousel/banners-test-kit.js';
import { Marquee } from './marquee.js';

const mount = bannerTests();

describe('<Marquee/>', () => {
  it('opens a title in the news modal, its HTML sanitised, with a link to its page', async () => {
    const dangerous = announcement(4, {
      title: 'Cricket cup',
      content: '<p>Final on <b>Sunday</b></p><img src=x onerror="alert(1)"><script>alert(2)</script>',
    });
    const mounted = await mount(<Marquee />, {
      routes: { '/arks/web/announcement/marquee': () => ok({ web_announcement_list: [announcement(3), dangerous] }) },
    });
    await screen.findByRole('button', { name: 'News 3' });
    const line = screen.getByRole('region', { name: 'Announcements' });
    expect(line.style.height).toBe('40px');
    // The ticker's second copy is hidden from readers: each title is one button.
    expect(
      within(line)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['News 3', 'Cricket cup']);
    expect(mounted.bodiesTo('/arks/web/announcement/marquee')).toEqual([
      { site_id: '1', sort_field: 'sort', sort_order: 'desc' },
    ]);

    fireEvent.click(within(line).getByRole('button', { name: 'Cricket cup' }));
    const modal = await screen.findByRole('dialog', { name: 'Cricket cup' });
    await waitFor(() => expect(within(modal).getByText('Sunday')).toBeInTheDocument());
    expect(modal.querySelector('script')).toBeNull();
    expect(modal.innerHTML).not.toMatch(/onerror/);

    fireEvent.click(within(modal).getByRole('link', { name: 'Open the news page' }));
    expect(mounted.navigatedTo()).toEqual(['/main/4']);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('asks again after a login (members may see more)', async () => {
    let list = [announcement(1)];
    const mounted = await mount(<Marquee />, {
      routes: { '/arks/web/announcement/marquee': () => ok({ web_announcement_list: list }) },
    });
    await screen.findByRole('button', { name: 'News 1' });
    list = [announcement(1), announcement(2, { title: 'Members only' })];
    mounted.props.bus.emit(BusEvent.afterLoginLoads, { member_id: 7, member_currency: 'USD' });
    expect(await screen.findByRole('button', { name: 'Members only' })).toBeInTheDocument();
  });

  it('is a still list under reduced motion, with each title once', async () => {
    const undo = preferReducedMotion(true);
    try {
      await mount(<Marquee />, {
        routes: { '/arks/web/announcement/marquee': () => ok({ web_announcement_list: [announcement(1)] }) },
      });
      await screen.findByRole('button', { name: 'News 1' });
      expect(document.querySelectorAll('.mfpr-marquee__item')).toHaveLength(1);
      expect(document.querySelector('.mfpr-marquee__ticker')).toBeNull();
    } finally {
      undo();
    }
  });

  it("shows the server's message when the marquee is refused", async () => {
    await mount(<Marquee />, {
      routes: { '/arks/web/announcement/marquee': () => refused(7, 'Marquee closed for today') },
    });
    await waitFor(() => expect(toastTexts()).toEqual(['Marquee closed for today']));
  });
});
