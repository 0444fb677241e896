// One money limit (a kind and a period): the limit in force, the room left in this period and
// when the period ends, a waiting raise or removal with Cancel, and the form that sets, lowers,
// raises or removes it (the shared rgLimitSchema). What the answer says decides the message:
// in force now (a new or lower limit) or waiting until its time (a raise or a removal).
import {
  FormAlert,
  TextField,
  renderMessage,
  type Message,
  type ResponsibleGamingState,
  type RgLimitPayload,
  type RgMoneyLimit,
} from '@croupier/shared';
import { rgLimitSchema } from '@croupier/shared/validation';
import { useAppForm } from '@croupier/shared/form';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n.js';
import { useCancelRgPending } from './api/cancel.js';
import { useSetRgLimit } from './api/limit.js';
import { PendingChange } from './pending-change.js';
import { rgFailure } from './rg-codes.js';
import { useRgFormat } from './use-rg-format.js';

/** The outcome of a save, read from the new state: in force at once, or waiting until its time. */
export function savedMessage(
  state: ResponsibleGamingState,
  payload: RgLimitPayload,
  time: (ms: number) => string,
): Message {
  const limit = state.limits.find((l) => l.kind === payload.kind && l.period === payload.period);
  if (limit?.pending && !sameAmount(limit.amount, payload.amount))
    return { key: 'rg.saved_pending', values: { time: time(limit.pending.effective_at) } };
  return { key: 'rg.saved_now' };
}

const sameAmount = (a: string | null, b: string | null) =>
  a === null || b === null ? a === b : Number(a) === Number(b);

export function MoneyLimit({ limit, currency }: { limit: RgMoneyLimit; currency: string }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useRgFormat(currency);
  const headingId = useId();
  const { kind, period } = limit;
  const name = t(`rg.subject.${kind}_${period}`);
  const empty = { kind, period, amount: '' };
  const form = useAppForm(rgLimitSchema, empty, { ns: NAMESPACE });
  const save = useSetRgLimit();
  const cancel = useCancelRgPending();
  const [done, setDone] = useState<Message | null>(null);
  const busy = save.isPending || cancel.isPending;

  const send = async (payload: RgLimitPayload) => {
    if (busy) return;
    setDone(null);
    try {
      const state = await save.mutateAsync(payload);
      form.reset(empty);
      setDone(savedMessage(state, payload, format.time));
    } catch (err) {
      form.refuse(rgFailure(err), ['amount']);
    }
  };

  const onCancel = async () => {
    setDone(null);
    form.clearAlert();
    try {
      await cancel.mutateAsync({ kind, period });
      setDone({ key: 'rg.cancelled' });
    } catch (err) {
      form.alert(rgFailure(err).message);
    }
  };

  return (
    <section className="mfmc-rg__item" aria-labelledby={headingId}>
      <h4 id={headingId}>{name}</h4>
      <p>
        <span className="mfmc-muted">{t('rg.in_force')}: </span>
        <strong>{limit.amount === null ? t('rg.no_limit') : format.money(limit.amount)}</strong>
      </p>
      {limit.remaining !== null && (
        <p>
          {t(`rg.remaining.${kind}_${period}`, { amount: format.money(limit.remaining) })}{' '}
          <span className="mfmc-muted">{t('rg.period_ends', { time: format.time(limit.period_ends_at) })}</span>
        </p>
      )}
      {limit.pending && (
        <PendingChange
          value={limit.pending.value === null ? null : format.money(limit.pending.value)}
          effectiveAt={format.time(limit.pending.effective_at)}
          limitName={name}
          busy={busy}
          onCancel={() => void onCancel()}
        />
      )}
      <form className="mfmc-form" noValidate aria-labelledby={headingId} onSubmit={form.submit(send)}>
        <TextField
          classPrefix="mfmc-field"
          label={t('rg.new_amount', { currency })}
          inputMode="decimal"
          autoComplete="off"
          {...form.field('amount')}
        />
        <FormAlert classPrefix="mfmc-form" error={form.alertText} success={done ? renderMessage(t, done) : null} />
        <div className="mfmc-rg__actions">
          <button type="submit" className="cr-button cr-button--primary" aria-disabled={busy}>
            {t('rg.save')}
          </button>
          {limit.amount !== null && !(limit.pending && limit.pending.value === null) && (
            <button
              type="button"
              className="cr-button"
              aria-disabled={busy}
              onClick={() => void send({ kind, period, amount: null })}
            >
              {t('rg.remove')}
            </button>
          )}
        </div>
      </form>
    </section>
  );
}
