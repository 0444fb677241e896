// What a failed claim says: the server's message (102 and any other refusal), a transport failure
// the common namespace's words.
import { failureMessage, renderMessage } from '@croupier/shared';
import type { TFunction } from 'i18next';

export const claimFailureText = (t: TFunction, err: unknown): string =>
  renderMessage(t, failureMessage(err, { key: 'red_envelope.claim_failed' }));
