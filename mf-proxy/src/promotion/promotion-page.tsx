// Promotion: the agent's registration links (issue 12): placeholder until the page is built.
export function PromotionPage() {
  return null;
}
