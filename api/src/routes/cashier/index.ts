// The cashier (the fund management): payment methods, bank accounts, deposit and
// withdrawal orders, and the member's records (orders, ledger); in development also the route
// that decides orders and the payment page deposits point at. One file per endpoint in this
// folder; register each here. The orders and their money are services.cashier's.
import type { RoutePlugin } from '../../http/route-schema.js';
import { createBankAccounts } from '../../services/bank-accounts.js';
import { createCashierMethods } from '../../services/cashier-methods.js';
import { createCashierRecords } from '../../services/cashier-records.js';
import { bankAccountDefaultRoute } from './bank-account-default.js';
import { bankAccountDestroyRoute } from './bank-account-destroy.js';
import { bankAccountListRoute } from './bank-account-list.js';
import { bankAccountStoreRoute } from './bank-account-store.js';
import { depositRoute } from './deposit.js';
import { devOrdersDecideRoute } from './dev-orders-decide.js';
import { devPaymentPageRoute } from './dev-payment-page.js';
import { ledgerRoute } from './ledger.js';
import { cashierMethodsRoute } from './methods.js';
import { ordersRoute } from './orders.js';
import type { CashierRouteOptions } from './schemas.js';
import { withdrawalRoute } from './withdrawal.js';

export const cashierRoutes: RoutePlugin = async (api, options) => {
  const { db } = options.services;
  const withCashier: CashierRouteOptions = {
    ...options,
    methods: createCashierMethods(db),
    bankAccounts: createBankAccounts(db),
    records: createCashierRecords(db),
  };
  await api.register(cashierMethodsRoute, withCashier);
  await api.register(bankAccountListRoute, withCashier);
  await api.register(bankAccountStoreRoute, withCashier);
  await api.register(bankAccountDefaultRoute, withCashier);
  await api.register(bankAccountDestroyRoute, withCashier);
  await api.register(depositRoute, withCashier);
  await api.register(withdrawalRoute, withCashier);
  await api.register(ordersRoute, withCashier);
  await api.register(ledgerRoute, withCashier);
  // Development only: the operator's decision and the PSP's page. Without them a deposit stays
  // pending and its payment_url answers 404 (a real operator plugs its PSP in there).
  if (options.config.devRoutes) {
    await api.register(devOrdersDecideRoute, withCashier);
    await api.register(devPaymentPageRoute, withCashier);
  }
};
