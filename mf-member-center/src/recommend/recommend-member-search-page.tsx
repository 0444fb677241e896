// RecommendMemberSearch (spec 02 §2): not built yet — replaced by the page itself.
export function RecommendMemberSearchPage() {
  return <p>RecommendMemberSearch</p>;
}
