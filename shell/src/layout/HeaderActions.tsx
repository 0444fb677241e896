// The right-hand side of every header: a guest's Log in / Register, or the member's account,
// balance, Deposit and Log out.
import { useStore } from '@croupier/shared';
import { useServices } from '../app/services-context.js';
import { DepositButton } from './DepositButton.js';
import { GuestActions } from './GuestActions.js';
import { MemberSummary } from './MemberSummary.js';

export function HeaderActions() {
  const { stores } = useServices();
  const isLoggedIn = useStore(stores.session, (s) => s.isLoggedIn);
  return isLoggedIn ? (
    <div className="cr-shell-member-actions">
      <MemberSummary />
      <DepositButton />
    </div>
  ) : (
    <GuestActions />
  );
}
