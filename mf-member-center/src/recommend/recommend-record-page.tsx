// RecommendRecord (spec 02 §2): not built yet — replaced by the page itself.
export function RecommendRecordPage() {
  return <p>RecommendRecord</p>;
}
