// A remote route's slot with what the page's HTML brought for it: a slot list's first game arts,
// a hall's head (the very nodes) stand in mf-games' place, hidden from readers, until mf-games has
// drawn or failed; the arts are let go when the list begins with other pictures; without them the
// slot is the parcel alone.
import { screen, waitFor } from '@testing-library/react';
import { allowParcelsOutsideAct } from '../test/setup.js';
import { createTestShell } from '../test/shell-harness.js';
import { FramedRemoteParcel } from './framed-remote-parcel.js';
import { dropRemoteFrame, keepRemoteFrame, keepRemoteFrameIf, remoteFrame } from './remote-frame.js';

allowParcelsOutsideAct();

const art = (id: number) => `/api/game-art/${id}.svg`;

/** The page frame as the web server sent it with the include's markup; boot keeps its parts, then React's first render clears the frame. */
function bootOverFrame(include: string): HTMLElement[] {
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = `<div class="cr-frame" aria-hidden="true"><div class="cr-frame__main">${include}</div></div>`;
  document.body.append(root);
  const parts = [...root.querySelectorAll<HTMLElement>('.cr-frame__main > *')];
  keepRemoteFrame();
  root.remove();
  return parts;
}

/** On /slotgame: the include's lists of first arts. */
function bootOver(lists: { device: string; arts: (number | null)[] }[]): HTMLElement[] {
  const card = (id: number | null) =>
    `<li><span>${id === null ? '' : `<img src="${art(id)}" alt="" width="240" height="240">`}</span></li>`;
  return bootOverFrame(
    lists
      .map(({ device, arts }) => `<ul class="cr-frame__arts" data-device="${device}">${arts.map(card).join('')}</ul>`)
      .join(''),
  );
}

afterEach(() => dropRemoteFrame());

/** A test shell whose remotes arrive only when released. */
async function shellWithRemotesHeld() {
  let release = () => undefined as void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const shell: Awaited<ReturnType<typeof createTestShell>> = await createTestShell({
    loadRemote: async <T,>(id: string) => (await gate, (shell.remotes.get(id)?.remote ?? null) as T | null),
  });
  return { shell, release };
}

describe('<FramedRemoteParcel/>', () => {
  it("shows the HTML's arts (the very nodes) over mf-games' place while it loads, hidden from readers, and lets them go when it has drawn", async () => {
    const [list] = bootOver([{ device: 'all', arts: [2, 3, 4] }]);
    const { shell, release } = await shellWithRemotesHeld();
    const { container } = shell.renderInShell(
      <FramedRemoteParcel module="mf-games" basePath="/slotgame" />,
      '/slotgame?gt_id=2&gp_id=GPR8',
    );

    const standIn = container.querySelector('.cr-route-remote-frame__stand-in');
    expect(standIn?.firstElementChild).toBe(list);
    expect(standIn).toHaveAttribute('aria-hidden', 'true');
    // The slot's own loading status is still there for a screen reader.
    expect(screen.getByRole('status')).toBeInTheDocument();

    release();
    expect(await screen.findByText('Games lobby')).toBeInTheDocument();
    await waitFor(() => expect(container.querySelector('.cr-route-remote-frame__stand-in')).toBeNull());
    expect(list!.isConnected).toBe(false);
    expect(remoteFrame()).toEqual([]);
  });

  it("shows a hall's head from the HTML (type bar, title, platforms) in mf-games' place until it has drawn", async () => {
    const [head] = bootOverFrame(
      '<div class="cr-frame__hall" data-device="all"><ul><li data-current=""><span><span>Slots</span></span></li></ul><div><h2>Slots</h2><p>Platforms: A and B</p></div></div>',
    );
    const { shell, release } = await shellWithRemotesHeld();
    const { container } = shell.renderInShell(
      <FramedRemoteParcel module="mf-games" basePath="/gameHall" />,
      '/gameHall/2',
    );
    const standIn = container.querySelector('.cr-route-remote-frame__stand-in');
    expect(standIn?.firstElementChild).toBe(head);
    expect(standIn).toHaveTextContent('Platforms: A and B');
    release();
    expect(await screen.findByText('Games lobby')).toBeInTheDocument();
    await waitFor(() => expect(container).not.toHaveTextContent('Platforms: A and B'));
    expect(remoteFrame()).toEqual([]);
  });

  it('lets the arts go when mf-games fails, so its failure shows alone', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    bootOver([{ device: 'all', arts: [2, 3] }]);
    const shell = await createTestShell({ loadRemote: () => Promise.reject(new Error('down')) });
    const { container } = shell.renderInShell(
      <FramedRemoteParcel module="mf-games" basePath="/slotgame" />,
      '/slotgame',
    );
    expect(container.querySelector('.cr-route-remote-frame__stand-in')).not.toBeNull();
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    await waitFor(() => expect(container.querySelector('.cr-route-remote-frame__stand-in')).toBeNull());
    expect(remoteFrame()).toEqual([]);
  });

  it('lets the arts go when the page is left before mf-games drew', async () => {
    const [list] = bootOver([{ device: 'all', arts: [2] }]);
    const shell = await createTestShell({ loadRemote: () => new Promise(() => undefined) });
    const { unmount } = shell.renderInShell(<FramedRemoteParcel module="mf-games" basePath="/slotgame" />, '/slotgame');
    unmount();
    expect(list!.isConnected).toBe(false);
    expect(remoteFrame()).toEqual([]);
  });

  it('is the parcel alone when the HTML brought nothing (any later page)', async () => {
    const shell = await createTestShell();
    const { container } = shell.renderInShell(
      <FramedRemoteParcel module="mf-games" basePath="/gameHall" />,
      '/gameHall/2',
    );
    expect(await screen.findByText('Games lobby')).toBeInTheDocument();
    expect(container.querySelector('.cr-route-remote-frame')).toBeNull();
  });
});

describe('keepRemoteFrameIf', () => {
  it("keeps the lists when the device's list begins with the list's first arts, in order", () => {
    bootOver([
      { device: 'mobile', arts: [2, 3] },
      { device: 'pc', arts: [5, 6] },
    ]);
    keepRemoteFrameIf([art(2), art(3), art(4)], false);
    expect(remoteFrame()).toHaveLength(2);
    keepRemoteFrameIf([art(5), art(6)], true);
    expect(remoteFrame()).toHaveLength(2);
  });

  it.each([
    ['another first picture', [art(3), art(2)], false],
    ["the other device's list", [art(2), art(3)], true],
    ['a shorter list', [art(2)], false],
  ])('lets them go for %s', (_label, urls, desktop) => {
    bootOver([
      { device: 'mobile', arts: [2, 3] },
      { device: 'pc', arts: [5, 6] },
    ]);
    keepRemoteFrameIf(urls, desktop);
    expect(remoteFrame()).toEqual([]);
  });

  it('matches a game without art to an empty card', () => {
    bootOver([{ device: 'all', arts: [2, null, 4] }]);
    keepRemoteFrameIf([art(2), '', art(4)], true);
    expect(remoteFrame()).toHaveLength(1);
  });
});
