// The member-services parcel: the unread count told to the shell (and kept current from the
// member channel), and the forced password change (spec 02 §2, §4).
import { BusEvent } from '@croupier/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemberServices } from './member-services.js';
import { memberKeys } from './query-keys.js';
import {
  MEMBER,
  memberLayout,
  mountMember,
  ok,
  refused,
  type MountOptions,
  type MountedMember,
} from './testing/member-test-kit.js';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

let mounted: MountedMember | null = null;
afterEach(async () => {
  await mounted?.unmount();
  mounted = null;
});

async function mountServices(opts: MountOptions = {}) {
  mounted = await mountMember(() => <MemberServices />, { pathname: '/', basePath: '/', ...opts });
  return mounted;
}

describe('the unread-letter count', () => {
  it('asks for the letters, tells the shell the count, and tells it again at once after letter events', async () => {
    let unread = 4;
    const counts: number[] = [];
    const app = await mountServices({
      routes: { '/arks/web/member/letter': () => ok({ list: [], total_count: 9, unread_count: unread }) },
    });
    app.props.bus.on(BusEvent.lettersUnreadCount, ({ count }) => counts.push(count));
    await waitFor(() => expect(counts).toEqual([4]));
    expect(app.bodiesTo('/arks/web/member/letter')[0]).toEqual({
      active: 1,
      count: 50,
      language: 'en_US',
      page: 1,
      site_id: '1',
      sort_field: 'id',
      sort_order: 'desc',
    });

    unread = 5;
    app.echo().deliver('private-member.7', 'letter.sent', {});
    await waitFor(() => expect(counts).toEqual([4, 5]));
    unread = 2;
    app.echo().deliver('private-member.7', 'letter.read', {});
    await waitFor(() => expect(counts).toEqual([4, 5, 2]));
    unread = 0;
    app.echo().deliver('private-member.7', 'letter.delete', {});
    await waitFor(() => expect(counts).toEqual([4, 5, 2, 0]));
  });
});

describe('the forced password change', () => {
  const forced = {
    '/member/profile/common/layout': () =>
      ok({ member_common_layout: memberLayout({ first_login_to_change_password: 1 }) }),
  };

  it('on desktop: a modal that cannot be dismissed, which closes once the change succeeds', async () => {
    let layoutFlag: 0 | 1 = 1;
    const app = await mountServices({
      routes: {
        '/member/profile/common/layout': () =>
          ok({ member_common_layout: memberLayout({ first_login_to_change_password: layoutFlag }) }),
        '/member/profile/edit_password': () => {
          layoutFlag = 0;
          return ok({});
        },
      },
    });
    const modal = await screen.findByRole('dialog', { name: 'Set a new password' });
    expect(modal).toHaveAccessibleDescription(
      'For your security, change the password you were given before you go on.',
    );
    expect(within(modal).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    // Focus is inside, on the first field.
    expect(within(modal).getByLabelText('Current password')).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Set a new password' })).toBeInTheDocument();
    await userEvent.click(document.querySelector('.cr-modal-backdrop') as HTMLElement);
    expect(screen.getByRole('dialog', { name: 'Set a new password' })).toBeInTheDocument();
    // Tab stays in the dialog.
    for (let i = 0; i < 5; i += 1) await userEvent.tab();
    expect(modal).toContainElement(document.activeElement as HTMLElement);

    await userEvent.type(within(modal).getByLabelText('Current password'), 'first1');
    await userEvent.type(within(modal).getByLabelText('New password'), 'better22');
    await userEvent.type(within(modal).getByLabelText('Confirm the new password'), 'better22');
    await userEvent.click(within(modal).getByRole('button', { name: 'Change password' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(app.bodiesTo('/member/profile/edit_password')).toEqual([
      { old_password: 'first1', new_password: 'better22', confirm_password: 'better22' },
    ]);
    expect(await screen.findByText('Your password was changed.')).toBeInTheDocument();
  });

  it('stays open with the server message when the change is refused', async () => {
    await mountServices({
      routes: { ...forced, '/member/profile/edit_password': () => refused(101, 'The old password is wrong') },
    });
    const modal = await screen.findByRole('dialog', { name: 'Set a new password' });
    await userEvent.type(within(modal).getByLabelText('Current password'), 'wrong1');
    await userEvent.type(within(modal).getByLabelText('New password'), 'better22');
    await userEvent.type(within(modal).getByLabelText('Confirm the new password'), 'better22');
    await userEvent.click(within(modal).getByRole('button', { name: 'Change password' }));
    expect(await within(modal).findByRole('alert')).toHaveTextContent('The old password is wrong');
    expect(screen.getByRole('dialog', { name: 'Set a new password' })).toBeInTheDocument();
  });

  it('on a phone: sends the member to /user/Info instead of a modal', async () => {
    const app = await mountServices({ isDesktop: false, routes: forced });
    await waitFor(() => expect(app.navigations).toEqual([{ to: '/user/Info' }]));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does nothing when the layout does not ask for it, and asks again on profile.updated', async () => {
    let flag: 0 | 1 = 0;
    const app = await mountServices({
      routes: {
        '/member/profile/common/layout': () =>
          ok({ member_common_layout: memberLayout({ first_login_to_change_password: flag }) }),
      },
    });
    await waitFor(() => expect(app.bodiesTo('/member/profile/common/layout')).toHaveLength(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    flag = 1;
    app.echo().deliver('private-member.7', 'profile.updated', {});
    expect(await screen.findByRole('dialog', { name: 'Set a new password' })).toBeInTheDocument();
  });
});

describe('wallet refresh requests', () => {
  it('asks for the wallet again when another remote says money arrived (BusEvent.walletRefreshRequested)', async () => {
    const app = await mountServices();
    // The parcel's effects have run once its first query went out.
    await waitFor(() => expect(app.bodiesTo('/arks/web/member/letter')).toHaveLength(1));
    app.props.queryClient.setQueryData(memberKeys.myCash(MEMBER.member_id), { total: '10.00', my_cash_list: [] });
    expect(app.props.queryClient.getQueryState(memberKeys.myCash(MEMBER.member_id))?.isInvalidated).toBe(false);
    app.props.bus.emit(BusEvent.walletRefreshRequested, {});
    expect(app.props.queryClient.getQueryState(memberKeys.myCash(MEMBER.member_id))?.isInvalidated).toBe(true);
  });
});
