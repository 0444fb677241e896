// Register: a member applies to become an agent (issue 12): placeholder until the page is built.
export function RegisterPage() {
  return null;
}
