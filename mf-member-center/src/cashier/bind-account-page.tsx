// BindAccount (spec 02 §2): not built yet — replaced by the page itself.
export function BindAccountPage() {
  return <p>BindAccount</p>;
}
