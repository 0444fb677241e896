// MyWallet (spec 02 §2): not built yet — replaced by the page itself.
export function MyWalletPage() {
  return <p>MyWallet</p>;
}
