// PerformanceSettlement: monthly commission (issue 12): placeholder until the page is built.
export function PerformanceSettlementPage() {
  return null;
}
