// The cashier (fund management): payment methods, bank accounts, deposit and
// withdrawal orders, and the member's records (orders, ledger); in development also the payment
// page deposits point at. One file per endpoint in this folder; register each here. The orders
// and their money are services.cashier's; operators decide them in the console
// (routes/operator/cashier.ts).
import type { RoutePlugin } from '../../http/route-schema.js';
import { bankAccountDefaultRoute } from './bank-account-default.js';
import { bankAccountDestroyRoute } from './bank-account-destroy.js';
import { bankAccountListRoute } from './bank-account-list.js';
import { bankAccountStoreRoute } from './bank-account-store.js';
import { depositRoute } from './deposit.js';
import { devPaymentPageRoute } from './dev-payment-page.js';
import { ledgerRoute } from './ledger.js';
import { cashierMethodsRoute } from './methods.js';
import { ordersRoute } from './orders.js';
import type { CashierRouteOptions } from './schemas.js';
import { withdrawalRoute } from './withdrawal.js';
import { named } from '../../http/plugin-name.js';

export const cashierRoutes: RoutePlugin = async (api, options) => {
  const { cashierMethods, bankAccounts, cashierRecords, memberSecrets } = options.services;
  const withCashier: CashierRouteOptions = {
    ...options,
    methods: cashierMethods,
    bankAccounts,
    records: cashierRecords,
    secrets: memberSecrets,
  };
  await api.register(named(cashierMethodsRoute), withCashier);
  await api.register(named(bankAccountListRoute), withCashier);
  await api.register(named(bankAccountStoreRoute), withCashier);
  await api.register(named(bankAccountDefaultRoute), withCashier);
  await api.register(named(bankAccountDestroyRoute), withCashier);
  await api.register(named(depositRoute), withCashier);
  await api.register(named(withdrawalRoute), withCashier);
  await api.register(named(ordersRoute), withCashier);
  await api.register(named(ledgerRoute), withCashier);
  // Development only: the PSP's page. Without it a deposit's payment_url answers 404 (a real
  // operator plugs its PSP in there) and the deposit waits for the console's cashier.
  if (options.config.devRoutes) await api.register(named(devPaymentPageRoute), withCashier);
};
