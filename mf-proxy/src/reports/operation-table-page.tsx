// OperationTable: the downline's figures per member (issue 12): placeholder until the page is built.
export function OperationTablePage() {
  return null;
}
