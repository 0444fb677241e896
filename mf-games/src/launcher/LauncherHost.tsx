// Placeholder until the launcher lands.
export function LauncherHost() {
  return null;
}
