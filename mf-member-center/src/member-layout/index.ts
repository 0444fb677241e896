// The member layout's face: the cashier, record and referral pages ask and write money in the member's currency.
export { useMemberCurrency } from './use-member-currency.js';
