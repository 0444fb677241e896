// Deposit (spec 02 §2): not built yet — replaced by the page itself.
export function DepositPage() {
  return <p>Deposit</p>;
}
