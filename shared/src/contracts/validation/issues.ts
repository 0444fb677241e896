// Reading valibot issues the way the forms and the api need them: the first message of each
// field (a form shows one message per field), and whether the input is malformed at all.
import * as v from 'valibot';
import { MALFORMED } from './login.js';

type AnySchema = v.GenericSchema<unknown, unknown>;

/** The issue's field as a dotted path ('' for the whole object). */
export const issueField = (issue: v.BaseIssue<unknown>): string =>
  (issue.path ?? []).map((item) => String(item.key)).join('.');

/** A wrong type, a missing key or an oversized value: not a request to give a business code to. */
export const isMalformedIssue = (issue: v.BaseIssue<unknown>): boolean =>
  issue.kind === 'schema' || issue.message === MALFORMED;

export type FieldErrors = Record<string, string>;

/** Field -> the message of its first issue. */
export function firstIssueByField(issues: readonly v.BaseIssue<unknown>[]): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of issues) {
    const field = issueField(issue);
    if (!(field in out)) out[field] = issue.message;
  }
  return out;
}

export type FormCheck<T> = { ok: true; output: T } | { ok: false; errors: FieldErrors };

/** Runs a form schema: the output, or one message key per field. */
export function checkForm<S extends AnySchema>(schema: S, values: unknown): FormCheck<v.InferOutput<S>> {
  const result = v.safeParse(schema, values);
  return result.success ? { ok: true, output: result.output } : { ok: false, errors: firstIssueByField(result.issues) };
}
