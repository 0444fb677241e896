// The home page's banners slot: while mf-promotions loads, the boxes of HOME_BANNERS_BOX stand in
// its place (desktop or phone proportions, the marquee's line), then the parcel takes them; a
// brand without mf-promotions gets nothing there.
import { screen } from '@testing-library/react';
import { HOME_BANNERS_BOX } from '@croupier/shared';
import { allowParcelsOutsideAct } from '../test/setup.js';
import { createTestShell } from '../test/shell-harness.js';
import { HomeBannersSlot } from './home-banners-slot.js';
import { dropFrameBanner, frameBanner, keepFrameBanner, keepFrameBannerIf } from './home-banners-frame.js';

/** The page frame as the web server sent it, with the first banner the include brought. */
function frameWithBanner(src: string): HTMLElement {
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = `<div class="cr-frame" aria-hidden="true"><div class="cr-frame__main"><picture class="cr-frame__banner"><img src="${src}" alt="Welcome" width="750" height="340" fetchpriority="high"></picture></div></div>`;
  document.body.append(root);
  return root.querySelector('picture') as HTMLElement;
}

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

  it("shows the HTML's first banner (the very node) in the carousel's box while mf-promotions loads, hidden from readers, then lets it go", async () => {
    const picture = frameWithBanner('/api/assets/carousel/welcome-mobile.svg');
    keepFrameBanner();
    document.getElementById('root')?.remove(); // React's first render clears the frame.
    const shell = await createTestShell({ loadRemote: () => new Promise(() => undefined) });
    shell.services.stores.ui.getState().setIsDesktop(false);
    const { container, unmount } = shell.renderInShell(<HomeBannersSlot />);

    const box = container.querySelector('.cr-shell-home-banners__placeholder > div');
    expect(box?.firstElementChild).toBe(picture);
    expect(box?.closest('[aria-hidden="true"]')).not.toBeNull();

    // The carousel takes the box (the placeholder goes): the banner is not shown again.
    unmount();
    expect(picture.isConnected).toBe(false);
    expect(frameBanner()).toBeNull();
  });

  it("lets the HTML's banner go when the carousel's first banner is another picture (a member's currency)", () => {
    frameWithBanner('/api/assets/carousel/welcome-mobile.svg');
    keepFrameBanner();
    keepFrameBannerIf('/api/assets/carousel/welcome-mobile.svg');
    expect(frameBanner()).not.toBeNull();
    keepFrameBannerIf('/api/assets/carousel/vnd-mobile.svg');
    expect(frameBanner()).toBeNull();
    expect(document.querySelector('.cr-frame__banner')).toBeNull();
    dropFrameBanner();
    document.getElementById('root')?.remove();
  });

  it('shows nothing, and loads nothing, when the brand has no mf-promotions', async () => {
    const loadRemote = jest.fn(() => new Promise<never>(() => undefined));
    const shell = await createTestShell({ modules: { 'mf-promotions': false }, loadRemote });
    const { container } = shell.renderInShell(<HomeBannersSlot />);
    expect(container).toBeEmptyDOMElement();
    expect(loadRemote).not.toHaveBeenCalled();
  });
});
