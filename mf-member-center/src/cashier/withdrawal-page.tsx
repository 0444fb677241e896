// Withdrawal (spec 02 §2): not built yet — replaced by the page itself.
export function WithdrawalPage() {
  return <p>Withdrawal</p>;
}
