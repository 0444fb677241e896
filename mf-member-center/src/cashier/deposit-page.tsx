// Deposit (spec 02 §2, §5; also alone at /Deposit and /fastPayment): the deposit methods of the
// member's currency, an amount with the method's quick picks (depositSchema), then the order's
// payment page (payment-window.ts). need_bank_account_deposit_verified 1 first prompts to bind a
// bank account. A deposit limit's refusal (601) names the room left, with a link to the
// Responsible gaming page. The page tells the bus it is shown (the promotions' bulletin location).
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import {
  BusEvent,
  CashierCode,
  formatMoney,
  useRemoteProps,
  useRequestId,
  useStore,
  type DepositPayload,
  type PaymentMethod,
  type RgDepositLimitRefusal,
  FormAlert,
  TextField,
  useMemberLayout,
} from '@croupier/shared';
import { QueryStatus } from '@croupier/shared/records';
import { depositSchema } from '@croupier/shared/validation';
import { useAppForm } from '@croupier/shared/form';
import '../page-styles.css';
import { NAMESPACE } from '../i18n.js';
import { useStatusLabels } from '../frame/index.js';
import { useMemberCurrency } from '../member-layout/index.js';
import { useCashierMethods } from './api/cashier-methods.js';
import { useCreateDeposit } from './api/deposit.js';
import { useBindPrompt } from './bind-prompt.js';
import { cashierFailure, depositLimitRefusal } from './cashier-codes.js';
import { DepositLimitNotice } from './deposit-limit-notice.js';
import { MethodChoice } from './method-choice.js';
import { openPaymentTarget } from './payment-window.js';

/** The radio group's value is the method id as text. */
interface DepositValues {
  method_id: string;
  amount: string;
}

/** depositSchema's rules for the chosen method (its limits), on the form's values. */
const schemaFor = (methods: PaymentMethod[]) => (values: DepositValues) => {
  const method = methods.find((m) => String(m.id) === values.method_id);
  if (!method)
    return v.object({
      method_id: v.literal('-', 'cashier.err_method_required'),
      amount: v.string(),
    }) as v.GenericSchema<DepositValues>;
  const { entries } = depositSchema(method);
  return v.object({
    method_id: v.pipe(v.string(), v.transform(Number), entries.method_id),
    amount: entries.amount,
  }) as unknown as v.GenericSchema<DepositValues>;
};

export function DepositPage() {
  const { t } = useTranslation(NAMESPACE);
  const status = useStatusLabels();
  const { bus } = useRemoteProps();
  const headingId = useId();
  const currency = useMemberCurrency();
  const methods = useCashierMethods(currency);
  const layout = useMemberLayout();
  const askToBind = useBindPrompt();
  const needBind = layout.data?.need_bank_account_deposit_verified === 1;
  const prompted = useRef(false);

  useEffect(() => {
    bus.emit(BusEvent.depositPageShown, { shown: true });
    return () => bus.emit(BusEvent.depositPageShown, { shown: false });
  }, [bus]);

  useEffect(() => {
    if (!needBind || prompted.current) return;
    prompted.current = true;
    void askToBind();
  }, [needBind, askToBind]);

  return (
    <section className="mfmc-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('cashier.deposit_title')}</h2>
      {currency === '' ? (
        <p>{t('cashier.login_required')}</p>
      ) : !methods.data ? (
        <QueryStatus query={methods} labels={status} />
      ) : methods.data.deposit.length === 0 ? (
        <p>{t('cashier.no_methods')}</p>
      ) : (
        <>
          {needBind && (
            <p className="mfmc-note">
              {t('cashier.bind_prompt')}{' '}
              <button type="button" className="cr-button" onClick={() => void askToBind()}>
                {t('cashier.bind_now')}
              </button>
            </p>
          )}
          <DepositForm methods={methods.data.deposit} currency={currency} needBind={needBind} askToBind={askToBind} />
        </>
      )}
    </section>
  );
}

interface DepositFormProps {
  methods: PaymentMethod[];
  currency: string;
  needBind: boolean;
  askToBind(): Promise<void>;
}

function DepositForm({ methods, currency, needBind, askToBind }: DepositFormProps) {
  const { t } = useTranslation(NAMESPACE);
  const { stores } = useRemoteProps();
  const isDesktop = useStore(stores.ui, (s) => s.isDesktop);
  const form = useAppForm<DepositValues>(
    schemaFor(methods),
    { method_id: String(methods[0]?.id ?? ''), amount: '' },
    { ns: NAMESPACE },
  );
  const deposit = useCreateDeposit();
  const requestId = useRequestId();
  const chosen = methods.find((m) => String(m.id) === form.watch('method_id'));
  const [limitRefusal, setLimitRefusal] = useState<RgDepositLimitRefusal | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (deposit.isPending) return;
    if (needBind) return void askToBind();
    // Checked synchronously: the payment window must open inside this click.
    if (!form.validNow()) return void form.submit(() => undefined)(event);
    form.clearAlert();
    setLimitRefusal(null);
    const values = form.getValues();
    const payload: DepositPayload = {
      method_id: Number(values.method_id),
      amount: values.amount,
      request_id: requestId.for(values),
    };
    const target = openPaymentTarget(isDesktop);
    deposit.mutate(payload, {
      onSuccess: (order) => {
        requestId.done();
        target.go(order.payment_url);
      },
      onError: (error) => {
        target.cancel();
        // A deposit limit's refusal says its room with a link to the limits; the amount stays.
        const refusal = depositLimitRefusal(error);
        if (refusal) return setLimitRefusal(refusal);
        const failure = cashierFailure(error);
        if (failure.code === CashierCode.bankAccountRequired) void askToBind();
        if (failure.field === 'amount') form.fieldError('amount', failure.message, { focus: true });
        else form.alert(failure.message);
      },
    });
  };

  const order = deposit.data ?? null;
  return (
    <form noValidate onSubmit={onSubmit}>
      <MethodChoice
        legend={t('cashier.method')}
        methods={methods}
        currency={currency}
        registration={form.register('method_id', { onChange: () => void form.trigger('amount') })}
        error={form.errorOf('method_id')}
      />
      <TextField
        classPrefix="mfmc-field"
        label={t('cashier.amount')}
        inputMode="decimal"
        autoComplete="off"
        {...form.field('amount')}
      >
        {chosen && chosen.quick_amounts.length > 0 && (
          <div className="mfmc-quick" role="group" aria-label={t('cashier.quick_amounts')}>
            {chosen.quick_amounts.map((amount) => (
              <button
                key={amount}
                type="button"
                className="cr-button"
                onClick={() => form.setValue('amount', amount, { shouldValidate: true, shouldDirty: true })}
              >
                {formatMoney(amount, currency)}
              </button>
            ))}
          </div>
        )}
      </TextField>
      {limitRefusal && <DepositLimitNotice refusal={limitRefusal} currency={currency} />}
      <FormAlert
        classPrefix="mfmc-form"
        error={form.alertText}
        success={order ? t('cashier.deposit_created', { order: order.order_number }) : null}
      />
      <button type="submit" className="cr-button cr-button--primary" disabled={deposit.isPending}>
        {t('cashier.deposit_submit')}
      </button>
    </form>
  );
}
