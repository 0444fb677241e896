// DWRecord (spec 02 §2): not built yet — replaced by the page itself.
export function DWRecordPage() {
  return <p>DWRecord</p>;
}
