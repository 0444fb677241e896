// The right-hand side of every header: a guest's Log in / Register, or the member's account,
// balance, member centre (with the unread-letter badge), Deposit and Log out.
import { useStore } from '@croupier/shared';
import { useServices } from '../services/services-context.js';
import { DepositButton } from './deposit-button.js';
import { GuestActions } from './guest-actions.js';
import { MemberCentreLink } from './member-centre-link.js';
import { MemberSummary } from './member-summary.js';

export function HeaderActions() {
  const { stores } = useServices();
  const isLoggedIn = useStore(stores.session, (s) => s.isLoggedIn);
  return isLoggedIn ? (
    <div className="cr-shell-member-actions">
      <MemberSummary />
      <MemberCentreLink />
      <DepositButton />
    </div>
  ) : (
    <GuestActions />
  );
}
