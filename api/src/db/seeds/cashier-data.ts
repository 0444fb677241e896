// The demo brand's cashier: payment methods per currency and direction, and the banks members
// bind, per currency. Amounts in cents. Names are brands (not translated).
import type { PaymentMethodKind } from '@croupier/shared/contracts';

export interface SeedMethod {
  currency: string;
  direction: 'deposit' | 'withdrawal';
  kind: PaymentMethodKind;
  name: string;
  min_cents: number;
  max_cents: number;
  quick: number[];
}

const usd = (n: number) => n * 100;
export const cashierSeedMethods: SeedMethod[] = [
  {
    currency: 'USD',
    direction: 'deposit',
    kind: 'bank_transfer',
    name: 'Bank Transfer',
    min_cents: usd(10),
    max_cents: usd(10_000),
    quick: [50, 100, 200, 500, 1000].map(usd),
  },
  {
    currency: 'USD',
    direction: 'deposit',
    kind: 'card',
    name: 'Visa / Mastercard',
    min_cents: usd(20),
    max_cents: usd(2_000),
    quick: [20, 50, 100, 200, 500].map(usd),
  },
  {
    currency: 'USD',
    direction: 'deposit',
    kind: 'e_wallet',
    name: 'Skrill',
    min_cents: usd(10),
    max_cents: usd(5_000),
    quick: [25, 50, 100, 250].map(usd),
  },
  {
    currency: 'USD',
    direction: 'withdrawal',
    kind: 'bank_transfer',
    name: 'Bank Transfer',
    min_cents: usd(20),
    max_cents: usd(5_000),
    quick: [50, 100, 200, 500].map(usd),
  },
  {
    currency: 'INR',
    direction: 'deposit',
    kind: 'e_wallet',
    name: 'UPI',
    min_cents: usd(100),
    max_cents: usd(100_000),
    quick: [500, 1000, 2000, 5000, 10_000].map(usd),
  },
  {
    currency: 'INR',
    direction: 'deposit',
    kind: 'bank_transfer',
    name: 'IMPS Bank Transfer',
    min_cents: usd(500),
    max_cents: usd(200_000),
    quick: [1000, 5000, 10_000, 25_000].map(usd),
  },
  {
    currency: 'INR',
    direction: 'deposit',
    kind: 'card',
    name: 'RuPay Card',
    min_cents: usd(200),
    max_cents: usd(50_000),
    quick: [500, 1000, 2000, 5000].map(usd),
  },
  {
    currency: 'INR',
    direction: 'withdrawal',
    kind: 'bank_transfer',
    name: 'IMPS Bank Transfer',
    min_cents: usd(500),
    max_cents: usd(200_000),
    quick: [1000, 5000, 10_000, 25_000].map(usd),
  },
  {
    currency: 'VND',
    direction: 'deposit',
    kind: 'bank_transfer',
    name: 'VietQR Bank Transfer',
    min_cents: usd(100_000),
    max_cents: usd(500_000_000),
    quick: [200_000, 500_000, 1_000_000, 5_000_000].map(usd),
  },
  {
    currency: 'VND',
    direction: 'deposit',
    kind: 'e_wallet',
    name: 'MoMo',
    min_cents: usd(50_000),
    max_cents: usd(50_000_000),
    quick: [100_000, 200_000, 500_000, 1_000_000].map(usd),
  },
  {
    currency: 'VND',
    direction: 'deposit',
    kind: 'e_wallet',
    name: 'ZaloPay',
    min_cents: usd(50_000),
    max_cents: usd(50_000_000),
    quick: [100_000, 200_000, 500_000, 1_000_000].map(usd),
  },
  {
    currency: 'VND',
    direction: 'withdrawal',
    kind: 'bank_transfer',
    name: 'Bank Transfer',
    min_cents: usd(200_000),
    max_cents: usd(300_000_000),
    quick: [500_000, 1_000_000, 5_000_000, 10_000_000].map(usd),
  },
];

export interface SeedBank {
  currency: string;
  bank_code: string;
  bank_name: string;
  account_length_min: number;
  account_length_max: number;
}

export const cashierSeedBanks: SeedBank[] = [
  { currency: 'USD', bank_code: 'CHASE', bank_name: 'Chase Bank', account_length_min: 8, account_length_max: 12 },
  { currency: 'USD', bank_code: 'BOFA', bank_name: 'Bank of America', account_length_min: 10, account_length_max: 12 },
  { currency: 'USD', bank_code: 'WELLS', bank_name: 'Wells Fargo', account_length_min: 10, account_length_max: 10 },
  { currency: 'USD', bank_code: 'CITI', bank_name: 'Citibank', account_length_min: 8, account_length_max: 10 },
  {
    currency: 'INR',
    bank_code: 'SBIN',
    bank_name: 'State Bank of India',
    account_length_min: 11,
    account_length_max: 17,
  },
  { currency: 'INR', bank_code: 'HDFC', bank_name: 'HDFC Bank', account_length_min: 14, account_length_max: 14 },
  { currency: 'INR', bank_code: 'ICIC', bank_name: 'ICICI Bank', account_length_min: 12, account_length_max: 12 },
  { currency: 'INR', bank_code: 'UTIB', bank_name: 'Axis Bank', account_length_min: 15, account_length_max: 15 },
  { currency: 'VND', bank_code: 'VCB', bank_name: 'Vietcombank', account_length_min: 13, account_length_max: 13 },
  { currency: 'VND', bank_code: 'TCB', bank_name: 'Techcombank', account_length_min: 12, account_length_max: 14 },
  { currency: 'VND', bank_code: 'BIDV', bank_name: 'BIDV', account_length_min: 14, account_length_max: 14 },
  { currency: 'VND', bank_code: 'ACB', bank_name: 'ACB', account_length_min: 8, account_length_max: 15 },
];

/** player01's bound account and withdraw password (README), bindfirst01 (must bind before depositing). */
export const PLAYER01_ACCOUNT = { bank_code: 'CHASE', account_number: '000123456789' };
/** argon2id of 2580. */
export const PLAYER01_WITHDRAW_PASSWORD_HASH =
  '$argon2id$v=19$m=65536,p=4,t=3$kGMolC3P7tiRZYppie0TiQ$ATyyVY9Io0L2xg6fDeVVlh/gNfo4Uay1zxKofyW+V2E';
export const BINDFIRST = {
  member_account: 'bindfirst01',
  /** argon2id of bind1234. */
  password_hash: '$argon2id$v=19$m=65536,p=4,t=3$IigVdPCcBVnFGn9LN0eDag$w+Pxl0LfYpQSRbkeOhcb2NBvneFNYcNr4IPrBEytk3Q',
};
