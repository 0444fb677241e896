// StratifiedTable: the figures per level and sub-agent (issue 12): placeholder until the page is built.
export function StratifiedTablePage() {
  return null;
}
