// Money: deposit and withdrawal orders, payment methods, bank accounts, the records, the main
// ledger (the one writer of main-wallet money), the wallet adjustments and the game wallet (main
// to provider and back). What other domains and the routes may use; the files of this folder
// import each other directly.
export { type BankAccounts, createBankAccounts, maskAccountNumber, MAX_BANK_ACCOUNTS } from './bank-accounts.js';
export {
  createCashier,
  type Decided,
  type DepositApproved,
  type OrderRow,
  toCashierOrder,
  toDepositOrder,
} from './cashier.js';
export { createGameWallet, type GameWallet, InsufficientBalanceError, type MovedBalance } from './game-wallet.js';
export { createMainLedger, type MainLedger } from './main-ledger.js';
export { type CashierMethodsService, createCashierMethods } from './methods.js';
export { type CashierRecords, createCashierRecords, type Page, type SiteOrder } from './records.js';
export { createWallet, InsufficientCashError } from './wallet.js';
