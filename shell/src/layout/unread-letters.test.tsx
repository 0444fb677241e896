// The member-services parcel of mf-member-center and the unread-letter badge it feeds: mounted for
// members only; the count (BusEvent.lettersUnreadCount) shows on the header's member-centre entry
// and on the mobile bar's Member item, "99+" above 99, with a translated text for screen readers.
import { BusEvent } from '@croupier/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import { contentAnswers } from '../content/test-fixtures.js';
import { allowParcelsOutsideAct, clearStorageAfterEach } from '../test/setup.js';
import { createTestShell, MEMBER } from '../test/shell-harness.js';
import { restoreWidthAfterEach, setWindowWidth } from './test-support.js';
import { unreadLettersStore } from './unread-letters.js';

allowParcelsOutsideAct();
clearStorageAfterEach();
restoreWidthAfterEach();
afterEach(() => unreadLettersStore.setState({ count: 0 }));

const SERVICES = 'mf_member_center/member-services';

describe('member services and the unread-letter badge', () => {
  it('mounts the member-services parcel for a member, not for a guest', async () => {
    const guest = await createTestShell({ answers: contentAnswers() });
    guest.renderShell();
    // The site-promotions parcel mounts for everyone, in the same frame: by then ours would have too.
    await waitFor(() => expect(guest.remotes.get('mf_promotions/site-promotions')?.mounted).toHaveLength(1));
    expect(guest.remotes.get(SERVICES)?.mounted).toHaveLength(0);
  });

  it('mounts it once a member is logged in', async () => {
    const shell = await createTestShell({ session: MEMBER, answers: contentAnswers() });
    shell.renderShell();
    await waitFor(() => expect(shell.remotes.get(SERVICES)?.mounted).toHaveLength(1));
  });

  it('shows the count on the header entry, 99+ above 99, and clears it on logout', async () => {
    const shell = await createTestShell({ session: MEMBER, answers: contentAnswers() });
    shell.renderShell();
    const entry = await within(screen.getByRole('banner')).findByRole('link', { name: 'Member centre' });
    expect(entry).toHaveAttribute('href', '/user');

    act(() => shell.services.bus.emit(BusEvent.lettersUnreadCount, { count: 3 }));
    // The number is for the eye; the name says it in words.
    const withThree = within(screen.getByRole('banner')).getByRole('link', {
      name: 'Member centre (3 unread letters)',
    });
    expect(withThree).toHaveTextContent(/^Member centre3 \(3 unread letters\)$/);

    act(() => shell.services.bus.emit(BusEvent.lettersUnreadCount, { count: 120 }));
    const link = within(screen.getByRole('banner')).getByRole('link', { name: /^Member centre/ });
    expect(link).toHaveTextContent('99+');
    expect(link).toHaveAccessibleName('Member centre (120 unread letters)');

    act(() => shell.services.bus.emit(BusEvent.lettersUnreadCount, { count: 0 }));
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Member centre' })).toBeInTheDocument();

    act(() => shell.services.bus.emit(BusEvent.lettersUnreadCount, { count: 5 }));
    act(() => shell.services.bus.emit(BusEvent.loggedOut, { reason: 'user' }));
    expect(unreadLettersStore.getState().count).toBe(0);
  });

  it("shows it on the mobile bar's Member item", async () => {
    setWindowWidth(390);
    const shell = await createTestShell({ session: MEMBER, answers: contentAnswers() });
    shell.renderShell();
    const nav = await screen.findByRole('navigation', { name: 'Shortcuts' });
    act(() => shell.services.bus.emit(BusEvent.lettersUnreadCount, { count: 7 }));
    const member = within(nav).getByRole('link', { name: 'Member (7 unread letters)' });
    expect(member).toHaveAttribute('href', '/user');
    expect(member).toHaveTextContent('7');
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAccessibleName('Home');
  });
});
