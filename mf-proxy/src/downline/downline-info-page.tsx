// DownlineInfo: the agent's downline (issue 12): placeholder until the page is built.
export function DownlineInfoPage() {
  return null;
}
