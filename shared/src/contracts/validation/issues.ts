// Reading valibot issues the way the api needs them: the first message of each field, and
// whether the input is malformed at all.
import * as v from 'valibot';
import { MALFORMED } from './malformed.js';

/** The issue's field as a dotted path ('' for the whole object). */
export const issueField = (issue: v.BaseIssue<unknown>): string =>
  (issue.path ?? []).map((item) => String(item.key)).join('.');

/** A wrong type, a missing key or an oversized value: not a request to give a business code to. */
export const isMalformedIssue = (issue: v.BaseIssue<unknown>): boolean =>
  issue.kind === 'schema' || issue.message === MALFORMED;

/** Field -> the message of its first issue. */
export function firstIssueByField(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const field = issueField(issue);
    if (!(field in out)) out[field] = issue.message;
  }
  return out;
}
