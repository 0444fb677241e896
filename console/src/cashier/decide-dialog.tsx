// Approve or decline one order, with a reason (the audit log keeps it). The call is sent once
// however often the button is pressed: the button is disabled while it runs, and a second submit
// before React re-renders finds the call already running. A 409 means the order was decided
// meanwhile (by someone else, or an earlier click): the caller shows the api's message.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState, type RefObject } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { isApiError } from '../api/client.js';
import { useApi } from '../api/context.js';
import type { SiteOrder } from '../api/types.js';
import { Dialog } from '../ui/dialog.js';
import { useErrorText } from '../ui/errors.js';
import { useMessage } from '../ui/message.js';
import { formatMoney } from '../ui/money.js';
import { Alert } from '../ui/outcome.js';
import { useSingleFlight } from '../ui/single-flight.js';
import { TextAreaField } from '../ui/text-area-field.js';

/** The longest reason the api takes. */
export const REASON_MAX = 500;

export const reasonSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('cashier.reasonRequired'),
  v.maxLength(REASON_MAX, 'cashier.reasonTooLong'),
);
const schema = v.object({ reason: reasonSchema });
type Values = v.InferOutput<typeof schema>;

export type DecideOutcome = { kind: 'decided'; order: SiteOrder } | { kind: 'conflict'; message: string };

interface Props {
  siteId: string;
  order: SiteOrder;
  approve: boolean;
  onDone: (outcome: DecideOutcome) => void;
  onCancel: () => void;
  returnFocus?: RefObject<HTMLElement | null>;
}

export function DecideDialog({ siteId, order, approve, onDone, onCancel, returnFocus }: Props) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const message = useMessage();
  const errorText = useErrorText();
  const once = useSingleFlight();
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Values>({ resolver: valibotResolver(schema), defaultValues: { reason: '' } });

  const submit = handleSubmit(({ reason }) =>
    once(async () => {
      setBusy(true);
      setAlert(null);
      try {
        const decided = await api.post<SiteOrder>(
          `/sites/${encodeURIComponent(siteId)}/orders/${encodeURIComponent(order.order_number)}/decide`,
          { approve, reason },
        );
        onDone({ kind: 'decided', order: decided });
      } catch (error) {
        setBusy(false);
        if (isApiError(error, 409)) onDone({ kind: 'conflict', message: error.message });
        else if (isApiError(error) && [400, 404].includes(error.status) && error.message)
          setAlert(t('cashier.refused', { message: error.message }));
        else setAlert(errorText(error));
      }
    }),
  );

  const amount = formatMoney(order.amount_cents, order.currency, i18n.language);
  return (
    <Dialog
      title={approve ? t('cashier.approveTitle') : t('cashier.declineTitle')}
      onClose={onCancel}
      busy={busy}
      returnFocus={returnFocus}
    >
      <dl className="facts">
        <div>
          <dt>{t('cashier.order')}</dt>
          <dd>
            <code>{order.order_number}</code>
          </dd>
        </div>
        <div>
          <dt>{t('cashier.member')}</dt>
          <dd>
            <code>{order.member_account}</code>
          </dd>
        </div>
        <div>
          <dt>{t('cashier.kind')}</dt>
          <dd>{t(`cashier.kinds.${order.type}`)}</dd>
        </div>
        <div>
          <dt>{t('cashier.amount')}</dt>
          <dd>{amount}</dd>
        </div>
      </dl>
      <p>{t(approve ? `cashier.approveEffect.${order.type}` : `cashier.declineEffect.${order.type}`)}</p>
      <form onSubmit={submit} noValidate className="form">
        <TextAreaField
          label={t('cashier.reason')}
          hint={t('cashier.reasonHint')}
          rows={3}
          maxLength={REASON_MAX}
          error={message(errors.reason?.message)}
          {...register('reason')}
        />
        <Alert text={alert} />
        <div className="dialog__actions">
          <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy || undefined}>
            {approve ? t('cashier.confirmApprove', { amount }) : t('cashier.confirmDecline', { amount })}
          </button>
          <button type="button" className="button" onClick={onCancel} disabled={busy}>
            {t('common.cancel')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
