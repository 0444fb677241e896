// The home ads: while their answer is on its way, the boxes stand in their place, and the shell's
// own ads take the boxes over.
import { screen, waitFor } from '@testing-library/react';
import type { ModelSettingEntry } from '@croupier/shared';
import { contentAnswers } from '../content/test-fixtures.js';
import { ok } from '../test/fake-fetch.js';
import { createTestShell } from '../test/shell-harness.js';
import { HomeAds } from './home-ads.js';

const ADS: ModelSettingEntry[] = [
  { id: 1, title: 'Cricket season', photo_path: '/api/assets/ads/cricket-bonus.svg', link: '/discount' },
  { id: 2, title: 'Live dealers', photo_path: '/api/assets/ads/live-dealers.svg', link: '' },
];

/** A model_setting answer held back until `release` is called. */
function heldAds() {
  let release = () => undefined as void;
  const answer = new Promise<ReturnType<typeof ok>>((resolve) => (release = () => resolve(ok(ADS))));
  return { answer: () => answer, release: () => release() };
}

describe('<HomeAds/>', () => {
  it("keeps the ads' boxes, empty and hidden from readers, while the answer loads, then draws the ads", async () => {
    const held = heldAds();
    const shell = await createTestShell({ answers: contentAnswers({ '/web/model_setting': held.answer }) });
    const { container } = shell.renderInShell(<HomeAds />);
    await waitFor(() => expect(shell.fetch.callsTo('/web/model_setting')).toHaveLength(1));
    expect(container.querySelectorAll('.cr-shell-ads .cr-shell-ad--placeholder')).toHaveLength(3);
    expect(container.querySelector('.cr-shell-ads')).toHaveAttribute('aria-hidden', 'true');
    held.release();
    expect(await screen.findByRole('region', { name: /featured/i })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});
