// Spec 02 §8: a banner or marquee call answered with any code other than 100/1000 (or not answered)
// shows an error toast with the server's message — once per failed fetch, however many components
// read the query or remount (each failed fetch leaves one new error object).
import { failureMessage, isAborted, renderMessage, toast } from '@croupier/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n.js';

const toasted = new WeakSet<object>();

export function useFailureToast(query: Pick<UseQueryResult, 'error'>, fallbackKey: string): void {
  const { t } = useTranslation(NAMESPACE);
  const { error } = query;
  useEffect(() => {
    if (!error || typeof error !== 'object' || toasted.has(error) || isAborted(error)) return;
    toasted.add(error);
    toast.show(renderMessage(t, failureMessage(error, { text: t(fallbackKey) })), { type: 'error' });
  }, [error, t, fallbackKey]);
}
