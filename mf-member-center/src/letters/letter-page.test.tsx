// Letter (spec 02 §4): the list with its counts, expanding (an unread one is marked read, then the
// list reloads), deleting after the shared confirm dialog, sanitised content, the empty state.
import type { Letter } from '@croupier/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mountMember, ok, type MountedMember } from '../testing/member-test-kit.js';
import { LetterPage } from './letter-page.js';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

let mounted: MountedMember | null = null;
afterEach(async () => {
  await mounted?.unmount();
  mounted = null;
});

// 2024-03-01 12:00 UTC is 08:00 in America/Caracas (the default zone).
const letter = (id: number, over: Partial<Letter> = {}): Letter => ({
  id,
  title: `Letter ${id}`,
  content: `<p>Body of ${id}</p>`,
  is_read: 1,
  created_at: Date.UTC(2024, 2, 1, 12, 0),
  ...over,
});

/** A little letter store behind the three endpoints, as the api keeps it. */
function letterRoutes(initial: Letter[]) {
  let letters = initial;
  const answer = () =>
    ok({ list: letters, total_count: letters.length, unread_count: letters.filter((l) => l.is_read === 0).length });
  return {
    '/arks/web/member/letter': answer,
    '/arks/web/member/letter/read': (body: unknown) => {
      const { id } = body as { id: number };
      letters = letters.map((l) => (l.id === id ? { ...l, is_read: 1 as const } : l));
      return ok({});
    },
    '/arks/web/member/letter/destroy': (body: unknown) => {
      const { id } = body as { id: number };
      letters = letters.filter((l) => l.id !== id);
      return ok({});
    },
  };
}

async function mountLetters(initial: Letter[]) {
  mounted = await mountMember(() => <LetterPage />, { pathname: '/user/Letter', routes: letterRoutes(initial) });
  return mounted;
}

const toggle = (title: string) => screen.getByRole('button', { name: new RegExp(title) });

describe('Letter', () => {
  it('lists the letters newest first with the counts in the heading and the site-time date', async () => {
    await mountLetters([letter(3, { is_read: 0 }), letter(2), letter(1)]);
    expect(await screen.findByRole('heading', { name: 'Letters: 3, unread: 1' })).toBeInTheDocument();
    const buttons = screen.getAllByRole('button', { expanded: false });
    expect(buttons.map((b) => b.textContent)).toEqual([
      'NewLetter 32024-03-01 08:00',
      'Letter 22024-03-01 08:00',
      'Letter 12024-03-01 08:00',
    ]);
  });

  it('expands a letter (aria-expanded) with its sanitised content; an unread one is marked read and the list reloads', async () => {
    const app = await mountLetters([
      letter(3, { is_read: 0, content: '<p>Hello</p><img src=x onerror="alert(1)"><script>alert(2)</script>' }),
      letter(2),
    ]);
    await screen.findByRole('heading', { name: 'Letters: 2, unread: 1' });
    await userEvent.click(toggle('Letter 3'));
    expect(toggle('Letter 3')).toHaveAttribute('aria-expanded', 'true');
    const body = await screen.findByText('Hello');
    expect(body.closest('.mfmc-letter__body')?.innerHTML).not.toMatch(/onerror|<script/);

    await waitFor(() => expect(app.bodiesTo('/arks/web/member/letter/read')).toEqual([{ id: 3 }]));
    expect(await screen.findByRole('heading', { name: 'Letters: 2, unread: 0' })).toBeInTheDocument();
    // Still open after the reload; collapsing a read letter asks nothing.
    expect(toggle('Letter 3')).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle('Letter 3'));
    expect(toggle('Letter 3')).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle('Letter 2'));
    expect(app.bodiesTo('/arks/web/member/letter/read')).toHaveLength(1);
  });

  it('deletes a letter only after the confirm dialog says yes', async () => {
    const app = await mountLetters([letter(2), letter(1)]);
    await userEvent.click(await screen.findByRole('button', { name: /Letter 2/ }));
    const item = toggle('Letter 2').closest('li') as HTMLElement;

    await userEvent.click(within(item).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this letter? This cannot be undone.' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(app.bodiesTo('/arks/web/member/letter/destroy')).toEqual([]);

    await userEvent.click(within(item).getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(app.bodiesTo('/arks/web/member/letter/destroy')).toEqual([{ id: 2 }]));
    expect(await screen.findByRole('heading', { name: 'Letters: 1, unread: 0' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Letter 2/ })).not.toBeInTheDocument();
    expect(await screen.findByText('The letter was deleted.')).toBeInTheDocument();
  });

  it('says when there are no letters', async () => {
    await mountLetters([]);
    expect(await screen.findByText('You have no letters.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Letters: 0, unread: 0' })).toBeInTheDocument();
  });
});
