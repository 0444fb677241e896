// The cashier's face: the frame shows the Deposit, Withdrawal and BindAccount pages.
export { BindAccountPage } from './bind-account-page.js';
export { DepositPage } from './deposit-page.js';
export { WithdrawalPage } from './withdrawal-page.js';
