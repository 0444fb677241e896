// Info (spec 02 §2): not built yet — replaced by the page itself.
export function InfoPage() {
  return <p>Info</p>;
}
