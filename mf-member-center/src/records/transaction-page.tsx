// Transaction (spec 02 §2): not built yet — replaced by the page itself.
export function TransactionPage() {
  return <p>Transaction</p>;
}
