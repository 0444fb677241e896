// Letter (spec 02 §2): not built yet — replaced by the page itself.
export function LetterPage() {
  return <p>Letter</p>;
}
