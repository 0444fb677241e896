// The transfer's refusals (AgentCode 302-306) as the page's messages, each on the field it is
// about; 306 (no withdraw password) on the form.
import { AgentCode } from '@croupier/shared';

export const TRANSFER_KEYS: Readonly<Record<number, string>> = {
  [AgentCode.notInDownline]: 'transfer.code_not_in_downline',
  [AgentCode.transferAmountOutOfRange]: 'transfer.code_amount_out_of_range',
  [AgentCode.insufficientBalance]: 'transfer.code_insufficient_balance',
  [AgentCode.withdrawPasswordWrong]: 'transfer.code_withdraw_password_wrong',
  [AgentCode.withdrawPasswordNotSet]: 'transfer.code_withdraw_password_not_set',
};

export const TRANSFER_FIELDS: Readonly<Record<number, string>> = {
  [AgentCode.notInDownline]: 'member_account',
  [AgentCode.transferAmountOutOfRange]: 'amount',
  [AgentCode.insufficientBalance]: 'amount',
  [AgentCode.withdrawPasswordWrong]: 'withdraw_password',
};
