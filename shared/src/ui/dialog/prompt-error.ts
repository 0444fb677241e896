import type { PromptOptions } from './dialog-store.js';

type Rules = Pick<PromptOptions, 'pattern' | 'validator' | 'errorMessage'>;

/** The message to show for `value`, or null when it passes the pattern and the validator. */
export function promptError(value: string, rules: Rules, defaultMessage: string): string | null {
  const fallback = rules.errorMessage || defaultMessage;
  // search() ignores lastIndex, so a /g or /y pattern gives the same answer every time.
  if (rules.pattern && value.search(rules.pattern) === -1) return fallback;
  if (rules.validator) {
    const verdict = rules.validator(value);
    if (typeof verdict === 'string') return verdict || fallback;
    if (!verdict) return fallback;
  }
  return null;
}
