// RecommendProject (spec 02 §2): not built yet — replaced by the page itself.
export function RecommendProjectPage() {
  return <p>RecommendProject</p>;
}
