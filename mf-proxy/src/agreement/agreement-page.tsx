// Agreement: the agent agreement (issue 12): placeholder until the page is built.
export function AgreementPage() {
  return null;
}
