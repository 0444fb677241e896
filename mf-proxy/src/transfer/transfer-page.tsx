// Transfer: money to a downline member (issue 12): placeholder until the page is built.
export function TransferPage() {
  return null;
}
