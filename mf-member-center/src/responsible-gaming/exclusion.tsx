// Time-out (TIME_OUT_PERIODS) and self-exclusion (SELF_EXCLUSION_PERIODS): chosen in the shared
// Modal with the login password under a warning that it cannot be undone and ends every session.
// The api ends every session of the member; the page then asks the shell to log out
// (BusEvent.logoutRequested, reason 'responsible-gaming'). A wrong password (606) is said on
// the password field; the member stays in the dialog.
import {
  BusEvent,
  FormAlert,
  Modal,
  SELF_EXCLUSION_PERIODS,
  TIME_OUT_PERIODS,
  TextField,
  toast,
  useRemoteProps,
  type ExclusionKind,
  type RgExclusionPayload,
} from '@croupier/shared';
import { rgExclusionSchema } from '@croupier/shared/validation';
import { useAppForm } from '@croupier/shared/form';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n.js';
import { useStartExclusion } from './api/exclusion.js';
import { rgFailure } from './rg-codes.js';
import { useRgFormat } from './use-rg-format.js';

const PERIODS: Record<ExclusionKind, readonly string[]> = {
  time_out: TIME_OUT_PERIODS,
  self_exclusion: SELF_EXCLUSION_PERIODS,
};

export function ExclusionSection({ kind, currency }: { kind: ExclusionKind; currency: string }) {
  const { t } = useTranslation(NAMESPACE);
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const warningId = useId();
  return (
    <section className="mfmc-card mfmc-card--warn" aria-labelledby={headingId}>
      <h3 id={headingId}>{t(`rg.subject.${kind}`)}</h3>
      <p>{t(`rg.${kind}_text`)}</p>
      <button type="button" className="cr-button" onClick={() => setOpen(true)}>
        {t(`rg.${kind}_open`)}
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={t(`rg.${kind}_open`)}
        className="mfmc-rg-modal"
        describedBy={warningId}
      >
        <ExclusionForm kind={kind} currency={currency} warningId={warningId} onCancel={() => setOpen(false)} />
      </Modal>
    </section>
  );
}

interface ExclusionValues {
  kind: ExclusionKind;
  period: string;
  password: string;
}

function ExclusionForm({
  kind,
  currency,
  warningId,
  onCancel,
}: {
  kind: ExclusionKind;
  currency: string;
  warningId: string;
  onCancel(): void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const { bus } = useRemoteProps();
  const format = useRgFormat(currency);
  const periodErrorId = useId();
  const form = useAppForm<ExclusionValues, RgExclusionPayload>(
    rgExclusionSchema as never,
    { kind, period: '', password: '' },
    { ns: NAMESPACE },
  );
  const start = useStartExclusion();
  const periodError = form.errorOf('period');

  const onValid = async (payload: RgExclusionPayload) => {
    if (start.isPending) return;
    try {
      const exclusion = await start.mutateAsync(payload);
      toast.show(t('rg.exclusion_started', { time: format.time(exclusion.until) }));
      onCancel();
      bus.emit(BusEvent.logoutRequested, { reason: 'responsible-gaming' });
    } catch (err) {
      form.refuse(rgFailure(err), ['period', 'password']);
    }
  };

  return (
    <form className="mfmc-form mfmc-rg__exclusion" noValidate onSubmit={form.submit(onValid)}>
      <p id={warningId} className="mfmc-rg__warning">
        {t('rg.warning')}
      </p>
      <fieldset className="mfmc-rg__choices" aria-describedby={periodError ? periodErrorId : undefined}>
        <legend>{t('rg.period_legend')}</legend>
        {PERIODS[kind].map((period) => (
          <label key={period}>
            <input
              type="radio"
              value={period}
              {...form.register('period', { onChange: () => form.recheck(['period']) })}
            />
            {t(`rg.exclusion_period.${period}`)}
          </label>
        ))}
        <p id={periodErrorId} className="mfmc-field__error">
          {periodError}
        </p>
      </fieldset>
      <TextField
        classPrefix="mfmc-field"
        label={t('rg.password')}
        type="password"
        autoComplete="current-password"
        required
        {...form.field('password')}
      />
      <FormAlert classPrefix="mfmc-form" error={form.alertText} />
      <div className="mfmc-rg__actions">
        <button type="submit" className="cr-button mfmc-rg-danger" aria-disabled={start.isPending}>
          {t(`rg.${kind}_confirm`)}
        </button>
        <button type="button" className="cr-button" onClick={onCancel}>
          {t('rg.close')}
        </button>
      </div>
    </form>
  );
}
