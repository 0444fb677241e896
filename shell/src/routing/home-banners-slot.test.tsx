// The home page's banners slot: while mf-promotions loads, the boxes of HOME_BANNERS_BOX stand in
// its place (desktop or phone proportions, the marquee's line), with what it drew first into the
// HTML over them, then the parcel takes them; a brand without mf-promotions gets nothing there.
import { screen } from '@testing-library/react';
import { HOME_BANNERS_BOX } from '@croupier/shared';
import { allowParcelsOutsideAct } from '../test/setup.js';
import { createTestShell } from '../test/shell-harness.js';
import { HomeBannersSlot } from './home-banners-slot.js';
import { keepRemoteFrame, remoteFrame } from './remote-frame.js';

allowParcelsOutsideAct();

const placeholderBoxes = (container: HTMLElement) =>
  [...container.querySelectorAll<HTMLElement>('.cr-shell-home-banners__placeholder > div')].map((box) => ({
    aspectRatio: box.style.aspectRatio,
    height: box.style.height,
  }));

describe('<HomeBannersSlot/>', () => {
  it("keeps the desktop banners' boxes while mf-promotions loads, hidden from readers", async () => {
    const loads: string[] = [];
    const shell = await createTestShell({ loadRemote: (id) => (loads.push(id), new Promise(() => undefined)) });
    shell.services.stores.ui.getState().setIsDesktop(true);
    const { container } = shell.renderInShell(<HomeBannersSlot />);

    expect(placeholderBoxes(container)).toEqual([
      { aspectRatio: HOME_BANNERS_BOX.desktopAspectRatio, height: '' },
      { aspectRatio: '', height: `${HOME_BANNERS_BOX.marqueeHeight}px` },
    ]);
    expect(container.querySelector('.cr-shell-home-banners__placeholder')).toHaveAttribute('aria-hidden', 'true');
    expect(loads).toEqual(['mf_promotions/home-banners']);
  });

  it("keeps the phone's proportions on a phone, then shows the banners in their place", async () => {
    const shell = await createTestShell();
    shell.services.stores.ui.getState().setIsDesktop(false);
    const { container } = shell.renderInShell(<HomeBannersSlot />);
    expect(placeholderBoxes(container)[0]).toEqual({ aspectRatio: HOME_BANNERS_BOX.mobileAspectRatio, height: '' });

    expect(await screen.findByText('Home banners')).toBeInTheDocument();
    expect(container.querySelector('.cr-shell-home-banners__placeholder')).toBeNull();
  });

  it('shows what mf-promotions drew first into the HTML over its place while it loads, hidden from readers', async () => {
    const root = document.createElement('div');
    root.id = 'root';
    root.innerHTML =
      '<div class="cr-frame" aria-hidden="true"><div class="cr-frame__main"><div data-cr-first-paint="mf-promotions" inert><img src="/api/assets/carousel/welcome-mobile.svg" alt="Welcome" fetchpriority="high"></div></div></div>';
    document.body.append(root);
    const box = root.querySelector('[data-cr-first-paint]');
    keepRemoteFrame();
    root.remove(); // React's first render clears the frame.
    const shell = await createTestShell({ loadRemote: () => new Promise(() => undefined) });
    shell.services.stores.ui.getState().setIsDesktop(false);
    const { container, unmount } = shell.renderInShell(<HomeBannersSlot />);

    const standIn = container.querySelector('.cr-route-remote-frame__stand-in');
    expect(standIn?.firstElementChild).toBe(box);
    expect(standIn).toHaveAttribute('aria-hidden', 'true');
    expect(placeholderBoxes(container)[0]).toEqual({ aspectRatio: HOME_BANNERS_BOX.mobileAspectRatio, height: '' });

    unmount();
    expect(box?.isConnected).toBe(false);
    expect(remoteFrame('mf-promotions')).toBeNull();
  });

  it('shows nothing, and loads nothing, when the brand has no mf-promotions', async () => {
    const loadRemote = jest.fn(() => new Promise<never>(() => undefined));
    const shell = await createTestShell({ modules: { 'mf-promotions': false }, loadRemote });
    const { container } = shell.renderInShell(<HomeBannersSlot />);
    expect(container).toBeEmptyDOMElement();
    expect(loadRemote).not.toHaveBeenCalled();
  });
});
