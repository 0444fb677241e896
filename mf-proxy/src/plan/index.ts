// The commission plan's face for the rest of mf-proxy: the frame shows <PlanPage/>; Register shows
// a guest the plan (<PlanDetails/>) in the same currency (usePlanCurrency).
export { PlanDetails } from './plan-details.js';
export { PlanPage } from './plan-page.js';
export { usePlanCurrency } from './use-plan-currency.js';
