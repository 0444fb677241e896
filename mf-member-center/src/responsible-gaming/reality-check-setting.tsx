// How often a reality check comes: off, or every 15, 30 or 60 minutes (REALITY_CHECK_INTERVALS).
// The dialog itself is the member-services parcel's; it reads the same state entry.
import {
  FormAlert,
  REALITY_CHECK_INTERVALS,
  renderMessage,
  type Message,
  type ResponsibleGamingState,
} from '@croupier/shared';
import { realityCheckSchema } from '@croupier/shared/validation';
import { useAppForm } from '@croupier/shared/form';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { NAMESPACE } from '../i18n.js';
import { useSetRealityCheck } from './api/reality-check.js';
import { rgFailure } from './rg-codes.js';

const OFF = 'off';
/** The radios' values are text: 'off' is null, the others their minutes. */
const formSchema = v.object({
  interval_minutes: v.pipe(
    v.string(),
    v.transform((s) => (s === OFF ? null : Number(s))),
    realityCheckSchema.entries.interval_minutes,
  ),
});

export function RealityCheckSetting({ state }: { state: ResponsibleGamingState }) {
  const { t } = useTranslation(NAMESPACE);
  const headingId = useId();
  const current = state.reality_check.interval_minutes;
  const form = useAppForm(
    formSchema,
    { interval_minutes: current === null ? OFF : String(current) },
    { ns: NAMESPACE },
  );
  const save = useSetRealityCheck();
  const [done, setDone] = useState<Message | null>(null);

  const send = async (payload: v.InferOutput<typeof formSchema>) => {
    if (save.isPending) return;
    setDone(null);
    try {
      await save.mutateAsync(payload);
      setDone({ key: 'rg.reality_saved' });
    } catch (err) {
      form.alert(rgFailure(err).message);
    }
  };

  const options = [OFF, ...REALITY_CHECK_INTERVALS.map(String)];
  return (
    <section className="mfmc-card" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('rg.reality_heading')}</h3>
      <p className="mfmc-muted">{t('rg.reality_text')}</p>
      <form className="mfmc-form" noValidate aria-labelledby={headingId} onSubmit={form.submit(send)}>
        <fieldset className="mfmc-rg__choices">
          <legend>{t('rg.reality_legend')}</legend>
          {options.map((value) => (
            <label key={value}>
              <input type="radio" value={value} {...form.register('interval_minutes')} />
              {value === OFF ? t('rg.reality_off') : t('rg.reality_every', { minutes: value })}
            </label>
          ))}
        </fieldset>
        <FormAlert classPrefix="mfmc-form" error={form.alertText} success={done ? renderMessage(t, done) : null} />
        <div className="mfmc-rg__actions">
          <button type="submit" className="cr-button cr-button--primary" aria-disabled={save.isPending}>
            {t('rg.save')}
          </button>
        </div>
      </form>
    </section>
  );
}
