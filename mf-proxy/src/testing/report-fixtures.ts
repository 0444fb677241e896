// Report answers of the agent-centre page tests.
import type { OperationFigures } from '@croupier/shared';

export const figures = (over: Partial<OperationFigures> = {}): OperationFigures => ({
  new_members: 0,
  first_deposit_count: 0,
  first_deposit_amount: '0.00',
  deposit_count: 0,
  deposit_amount: '0.00',
  withdrawal_count: 0,
  withdrawal_amount: '0.00',
  valid_bet: '0.00',
  payout: '0.00',
  net_win_loss: '0.00',
  ...over,
});
