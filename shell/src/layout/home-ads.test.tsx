// The home ads: while their answer is on its way, the boxes stand in their place, with the pictures
// the page's HTML brought in them (the very nodes), and the shell's own ads take the boxes over.
import { screen, waitFor } from '@testing-library/react';
import type { ModelSettingEntry } from '@croupier/shared';
import { contentAnswers } from '../content/test-fixtures.js';
import { ok } from '../test/fake-fetch.js';
import { createTestShell } from '../test/shell-harness.js';
import { FRAME_ADS, HomeAds } from './home-ads.js';

const ADS: ModelSettingEntry[] = [
  { id: 1, title: 'Cricket season', photo_path: '/api/assets/ads/cricket-bonus.svg', link: '/discount' },
  { id: 2, title: 'Live dealers', photo_path: '/api/assets/ads/live-dealers.svg', link: '' },
];

/** The page frame as the web server sent it, with the ads' pictures the include brought. */
function frameWithAds(): HTMLElement {
  const root = document.createElement('div');
  root.id = 'root';
  const pictures = ADS.map(
    (ad) => `<div><picture><source media="(min-width: 992px)" srcset="${ad.photo_path}"><img alt=""></picture></div>`,
  ).join('');
  root.innerHTML = `<div class="cr-frame" aria-hidden="true"><div class="cr-frame__main"><div class="cr-frame__ads cr-frame__ads--pictures">${pictures}</div></div></div>`;
  document.body.append(root);
  return root.querySelector('.cr-frame__ads--pictures') as HTMLElement;
}

/** A model_setting answer held back until `release` is called. */
function heldAds() {
  let release = () => undefined as void;
  const answer = new Promise<ReturnType<typeof ok>>((resolve) => (release = () => resolve(ok(ADS))));
  return { answer: () => answer, release: () => release() };
}

describe('<HomeAds/>', () => {
  afterEach(() => FRAME_ADS.drop());

  it("shows the HTML's ads' pictures (the very node) in the ads' boxes while the answer loads, hidden from readers, then draws its own and lets them go", async () => {
    const pictures = frameWithAds();
    FRAME_ADS.keep();
    document.getElementById('root')?.remove(); // React's first render clears the frame.
    const held = heldAds();
    const shell = await createTestShell({ answers: contentAnswers({ '/web/model_setting': held.answer }) });
    const { container } = shell.renderInShell(<HomeAds />);

    await waitFor(() => expect(shell.fetch.callsTo('/web/model_setting')).toHaveLength(1));
    const box = container.querySelector('.cr-shell-ads');
    expect(box).toHaveAttribute('aria-hidden', 'true');
    expect(box?.firstElementChild).toBe(pictures);

    held.release();
    expect(await screen.findByRole('region', { name: /featured/i })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(pictures.isConnected).toBe(false);
    expect(FRAME_ADS.node()).toBeNull();
  });

  it('keeps empty boxes while the answer loads when the HTML brought no pictures', async () => {
    FRAME_ADS.keep();
    const held = heldAds();
    const shell = await createTestShell({ answers: contentAnswers({ '/web/model_setting': held.answer }) });
    const { container } = shell.renderInShell(<HomeAds />);
    await waitFor(() => expect(shell.fetch.callsTo('/web/model_setting')).toHaveLength(1));
    expect(container.querySelectorAll('.cr-shell-ads .cr-shell-ad--placeholder')).toHaveLength(3);
    held.release();
    expect(await screen.findByRole('region', { name: /featured/i })).toBeInTheDocument();
  });
});
