// The session time limit (minutes per login session, RG_SESSION_LIMIT_MINUTES), with the money
// limits' rule: lowering is in force at once, raising or removing waits 24 hours (cancellable).
import {
  FormAlert,
  RG_SESSION_LIMIT_MINUTES,
  TextField,
  renderMessage,
  type Message,
  type ResponsibleGamingState,
  type RgSessionLimitPayload,
} from '@croupier/shared';
import { rgSessionLimitSchema } from '@croupier/shared/validation';
import { useAppForm } from '@croupier/shared/form';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { NAMESPACE } from '../i18n.js';
import { useCancelRgPending } from './api/cancel.js';
import { useSetRgSessionLimit } from './api/session-limit.js';
import { PendingChange } from './pending-change.js';
import { rgFailure } from './rg-codes.js';
import { useRgFormat } from './use-rg-format.js';

/** The field is text: whole minutes, then the shared schema's bounds. */
const sessionFormSchema = v.object({
  limit_minutes: v.pipe(
    v.string(),
    v.trim(),
    v.regex(/^\d{1,5}$/, 'rg.err_session_minutes'),
    v.transform(Number),
    // The shared rule without its null (removing is its own button).
    v.unwrap(rgSessionLimitSchema.entries.limit_minutes),
  ),
});

export function SessionLimit({ state }: { state: ResponsibleGamingState }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useRgFormat(state.currency);
  const headingId = useId();
  const { limit_minutes: minutes, pending } = state.session;
  const form = useAppForm(sessionFormSchema, { limit_minutes: '' }, { ns: NAMESPACE });
  const save = useSetRgSessionLimit();
  const cancel = useCancelRgPending();
  const [done, setDone] = useState<Message | null>(null);
  const busy = save.isPending || cancel.isPending;
  const name = t('rg.subject.session');

  const send = async (payload: RgSessionLimitPayload) => {
    if (busy) return;
    setDone(null);
    try {
      const next = await save.mutateAsync(payload);
      form.reset({ limit_minutes: '' });
      const waiting = next.session.pending && next.session.limit_minutes !== payload.limit_minutes;
      setDone(
        waiting && next.session.pending
          ? { key: 'rg.saved_pending', values: { time: format.time(next.session.pending.effective_at) } }
          : { key: 'rg.saved_now' },
      );
    } catch (err) {
      form.refuse(rgFailure(err), ['limit_minutes']);
    }
  };

  const onCancel = async () => {
    setDone(null);
    form.clearAlert();
    try {
      await cancel.mutateAsync({ kind: 'session' });
      setDone({ key: 'rg.cancelled' });
    } catch (err) {
      form.alert(rgFailure(err).message);
    }
  };

  return (
    <section className="mfmc-card" aria-labelledby={headingId}>
      <h3 id={headingId}>{name}</h3>
      <p className="mfmc-muted">{t('rg.session_text')}</p>
      <p>
        <span className="mfmc-muted">{t('rg.in_force')}: </span>
        <strong>{minutes === null ? t('rg.no_limit') : t('rg.session_in_force', { minutes })}</strong>
      </p>
      {pending && (
        <PendingChange
          value={pending.value === null ? null : format.minutes(pending.value)}
          effectiveAt={format.time(pending.effective_at)}
          limitName={name}
          busy={busy}
          onCancel={() => void onCancel()}
        />
      )}
      <form className="mfmc-form" noValidate aria-labelledby={headingId} onSubmit={form.submit(send)}>
        <TextField
          classPrefix="mfmc-field"
          label={t('rg.session_minutes', { min: RG_SESSION_LIMIT_MINUTES.min, max: RG_SESSION_LIMIT_MINUTES.max })}
          inputMode="numeric"
          autoComplete="off"
          {...form.field('limit_minutes')}
        />
        <FormAlert classPrefix="mfmc-form" error={form.alertText} success={done ? renderMessage(t, done) : null} />
        <div className="mfmc-rg__actions">
          <button type="submit" className="cr-button cr-button--primary" aria-disabled={busy}>
            {t('rg.save')}
          </button>
          {minutes !== null && !(pending && pending.value === null) && (
            <button
              type="button"
              className="cr-button"
              aria-disabled={busy}
              onClick={() => void send({ limit_minutes: null })}
            >
              {t('rg.remove')}
            </button>
          )}
        </div>
      </form>
    </section>
  );
}
