// The message of an issue that means "not a request this api understands": a wrong type, a
// missing key or an oversized value. The api answers it with HTTP 400; isMalformedIssue reads it.
export const MALFORMED = 'malformed';
