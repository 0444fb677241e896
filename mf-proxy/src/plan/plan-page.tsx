// Plan: the brand's commission plan (issue 12): placeholder until the page is built.
export function PlanPage() {
  return null;
}
