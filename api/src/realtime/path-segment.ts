/** decodeURIComponent that yields null instead of throwing on a malformed escape. */
export function decodePathSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}
