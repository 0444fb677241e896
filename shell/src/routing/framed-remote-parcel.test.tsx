// A remote route's slot with what the remote drew first into the page's HTML: its box (the very
// node, whatever it holds) stands in the remote's place, hidden from readers, until the remote has
// drawn or failed; another remote's box is not its to show; without one the slot is the parcel alone.
import { screen, waitFor } from '@testing-library/react';
import { allowParcelsOutsideAct } from '../test/setup.js';
import { createFakeRemote } from '../test/fake-remote.js';
import { createTestShell } from '../test/shell-harness.js';
import { FramedRemoteParcel } from './framed-remote-parcel.js';
import { dropRemoteFrame, keepRemoteFrame, remoteFrame } from './remote-frame.js';

allowParcelsOutsideAct();

/** The page frame as the web server sent it with the first-paint include; boot keeps its boxes, then React's first render clears the frame. */
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

/** A remote's first paint as the host wraps it. */
const firstPaint = (remote: string, html: string) => `<div data-cr-first-paint="${remote}" inert>${html}</div>`;

const bootOver = (html = '<ul><li><img src="/api/game-art/2.svg" alt=""></li></ul>') =>
  bootOverFrame(firstPaint('mf-games', html));

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
  it("shows the remote's first paint (the very node) over its place while it loads, hidden from readers, and lets it go when it has drawn", async () => {
    const [list] = bootOver();
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
    expect(remoteFrame('mf-games')).toBeNull();
  });

  it('keeps the first paint while what the remote drew is aria-busy (its data loading), then lets it go', async () => {
    const [list] = bootOver();
    let loading: HTMLElement | null = null;
    const busyRemote = {
      ...createFakeRemote('mf-games', 'unused').remote,
      mount: async (props: unknown) => {
        loading = document.createElement('div');
        loading.setAttribute('aria-busy', 'true');
        loading.textContent = 'Loading games';
        (props as { domElement: HTMLElement }).domElement.append(loading);
      },
    };
    const shell = await createTestShell({ loadRemote: async <T,>() => busyRemote as T });
    const { container } = shell.renderInShell(
      <FramedRemoteParcel module="mf-games" basePath="/slotgame" />,
      '/slotgame?gt_id=2&gp_id=GPR8',
    );
    expect(await screen.findByText('Loading games')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 0)); // the mount's resolution has been seen
    expect(container.querySelector('.cr-route-remote-frame__stand-in')?.firstElementChild).toBe(list);
    // What it drew so far is hidden under the stand-in (routing.css), and shown with it gone.
    expect(container.querySelector('.cr-route-remote-frame')).toHaveClass('cr-route-remote-frame--held');

    loading!.setAttribute('aria-busy', 'false');
    await waitFor(() => expect(container.querySelector('.cr-route-remote-frame__stand-in')).toBeNull());
    expect(container.querySelector('.cr-route-remote-frame')).not.toHaveClass('cr-route-remote-frame--held');
    expect(list!.isConnected).toBe(false);
    expect(remoteFrame('mf-games')).toBeNull();
  });

  it("shows only its own remote's box: another remote's is not for its place", async () => {
    const [promotions, head] = bootOverFrame(
      firstPaint('mf-promotions', '<p>Banner</p>') + firstPaint('mf-games', '<h2>Slots</h2><p>Platforms: A and B</p>'),
    );
    const { shell, release } = await shellWithRemotesHeld();
    const { container } = shell.renderInShell(
      <FramedRemoteParcel module="mf-games" basePath="/gameHall" />,
      '/gameHall/2',
    );
    const standIn = container.querySelector('.cr-route-remote-frame__stand-in');
    expect(standIn?.children).toHaveLength(1);
    expect(standIn?.firstElementChild).toBe(head);
    expect(standIn).toHaveTextContent('Platforms: A and B');
    expect(remoteFrame('mf-promotions')).toBe(promotions);
    release();
    expect(await screen.findByText('Games lobby')).toBeInTheDocument();
    await waitFor(() => expect(container).not.toHaveTextContent('Platforms: A and B'));
    expect(remoteFrame('mf-games')).toBeNull();
    // The other remote's box is still its own to show.
    expect(remoteFrame('mf-promotions')).toBe(promotions);
  });

  it('lets the first paint go when the remote fails, so its failure shows alone', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    bootOver();
    const shell = await createTestShell({ loadRemote: () => Promise.reject(new Error('down')) });
    const { container } = shell.renderInShell(
      <FramedRemoteParcel module="mf-games" basePath="/slotgame" />,
      '/slotgame',
    );
    expect(container.querySelector('.cr-route-remote-frame__stand-in')).not.toBeNull();
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    await waitFor(() => expect(container.querySelector('.cr-route-remote-frame__stand-in')).toBeNull());
    expect(remoteFrame('mf-games')).toBeNull();
  });

  it('lets the first paint go when the page is left before the remote drew', async () => {
    const [list] = bootOver();
    const shell = await createTestShell({ loadRemote: () => new Promise(() => undefined) });
    const { unmount } = shell.renderInShell(<FramedRemoteParcel module="mf-games" basePath="/slotgame" />, '/slotgame');
    unmount();
    expect(list!.isConnected).toBe(false);
    expect(remoteFrame('mf-games')).toBeNull();
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
