// Withdrawal (spec 02 §2; the cashier): needs a bound bank account and a withdraw
// password (each missing one says so, with a link to where it is set). The form: method, bank
// account (the default chosen), amount (withdrawalSchema: the method's limits and at most the
// main balance of the member layout), the withdraw password (masked, WITHDRAW_PASSWORD_LENGTH
// digits). The amount leaves the main balance at once; the layout and the wallet are asked again.
import { useId, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import {
  type BankAccount,
  CashierCode,
  FormAlert,
  formatMoney,
  type PaymentMethod,
  TextField,
  toast,
  useLinkClick,
  useRemoteProps,
  useRequestId,
  WITHDRAW_PASSWORD_LENGTH,
  useMemberLayout,
} from '@croupier/shared';
import { QueryStatus } from '@croupier/shared/records';
import { withdrawalSchema } from '@croupier/shared/validation';
import { useAppForm } from '@croupier/shared/form';
import '../page-styles.css';
import { pagePath, useStatusLabels } from '../frame/index.js';
import { NAMESPACE } from '../i18n.js';
import { useMemberCurrency } from '../member-layout/index.js';
import { useProfile } from '../profile/index.js';
import { memberKeys } from '../query-keys.js';
import { useBankAccounts } from './api/bank-accounts.js';
import { useCashierMethods } from './api/cashier-methods.js';
import { useCreateWithdrawal } from './api/withdrawal.js';
import { cashierFailure } from './cashier-codes.js';
import { MethodChoice } from './method-choice.js';

/** Select and radio values are the ids as text. */
interface WithdrawalValues {
  method_id: string;
  bank_account_id: string;
  amount: string;
  withdraw_password: string;
}

const FIELDS = ['method_id', 'bank_account_id', 'amount', 'withdraw_password'] as const;

/** withdrawalSchema's rules for the chosen method and the balance, on the form's values. */
const schemaFor = (methods: PaymentMethod[], balance: string) => (values: WithdrawalValues) => {
  const method = methods.find((m) => String(m.id) === values.method_id);
  if (!method)
    return v.object({
      method_id: v.literal('-', 'cashier.err_method_required'),
    }) as unknown as v.GenericSchema<WithdrawalValues>;
  const { entries } = withdrawalSchema(method, balance);
  const number = <S extends v.GenericSchema<number>>(schema: S) => v.pipe(v.string(), v.transform(Number), schema);
  return v.object({
    method_id: number(entries.method_id),
    bank_account_id: number(entries.bank_account_id),
    amount: entries.amount,
    withdraw_password: entries.withdraw_password,
  }) as unknown as v.GenericSchema<WithdrawalValues>;
};

const defaults = (methods: PaymentMethod[], accounts: BankAccount[]): WithdrawalValues => ({
  method_id: String(methods[0]?.id ?? ''),
  bank_account_id: String((accounts.find((a) => a.is_default === 1) ?? accounts[0])?.id ?? ''),
  amount: '',
  withdraw_password: '',
});

export function WithdrawalPage() {
  const { t } = useTranslation(NAMESPACE);
  const status = useStatusLabels();
  const headingId = useId();
  const currency = useMemberCurrency();
  const methods = useCashierMethods(currency);
  const bank = useBankAccounts();
  const profile = useProfile();
  const layout = useMemberLayout();
  const linkClick = useLinkClick();

  const failed = [methods, bank, profile, layout].find((q) => q.isError);
  const ready = methods.data && bank.data && profile.data && layout.data;
  const link = (to: string, text: string) => (
    <a href={to} onClick={(e: MouseEvent<HTMLAnchorElement>) => linkClick(e, to)}>
      {text}
    </a>
  );
  return (
    <section className="mfmc-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('cashier.withdrawal_title')}</h2>
      {!ready ? (
        <QueryStatus query={failed ?? methods} labels={status} />
      ) : (
        <>
          <p>{t('cashier.balance', { amount: formatMoney(layout.data.member_cash, currency) })}</p>
          {bank.data.list.length === 0 && (
            <p className="mfmc-note">
              {t('cashier.no_account')} {link(pagePath('BindAccount'), t('cashier.bind_now'))}
            </p>
          )}
          {profile.data.is_withdraw_password !== 1 && (
            <p className="mfmc-note">
              {t('cashier.no_withdraw_password')} {link(pagePath('Info'), t('cashier.set_password_link'))}
            </p>
          )}
          {methods.data.withdrawal.length === 0 ? (
            <p>{t('cashier.no_methods')}</p>
          ) : (
            bank.data.list.length > 0 &&
            profile.data.is_withdraw_password === 1 && (
              <WithdrawalForm
                methods={methods.data.withdrawal}
                accounts={bank.data.list}
                balance={layout.data.member_cash}
                currency={currency}
              />
            )
          )}
        </>
      )}
    </section>
  );
}

interface WithdrawalFormProps {
  methods: PaymentMethod[];
  accounts: BankAccount[];
  balance: string;
  currency: string;
}

function WithdrawalForm({ methods, accounts, balance, currency }: WithdrawalFormProps) {
  const { t } = useTranslation(NAMESPACE);
  const { queryClient, stores } = useRemoteProps();
  const form = useAppForm<WithdrawalValues>(schemaFor(methods, balance), defaults(methods, accounts), {
    ns: NAMESPACE,
  });
  const withdrawal = useCreateWithdrawal();
  const requestId = useRequestId();
  const accountId = useId();
  const accountError = form.errorOf('bank_account_id');

  const onValid = (values: WithdrawalValues) => {
    if (withdrawal.isPending) return;
    const { withdraw_password, ...sent } = values;
    withdrawal.mutate(
      {
        method_id: Number(values.method_id),
        bank_account_id: Number(values.bank_account_id),
        amount: values.amount,
        withdraw_password,
        // A wrong password retried is the same withdrawal; the password is not part of its identity.
        request_id: requestId.for(sent),
      },
      {
        onSuccess: (order) => {
          requestId.done();
          toast.show(t('cashier.withdrawal_done', { order: order.order_number }), { type: 'success' });
          form.reset(defaults(methods, accounts));
        },
        onError: (error) => {
          const failure = cashierFailure(error);
          if (failure.code === CashierCode.withdrawPasswordNotSet) {
            void queryClient.invalidateQueries({ queryKey: memberKeys.profile(stores.session.getState().member_id) });
          }
          form.refuse(failure, FIELDS);
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={form.submit(onValid)}>
      <MethodChoice
        legend={t('cashier.method')}
        methods={methods}
        currency={currency}
        registration={form.register('method_id', { onChange: () => void form.trigger('amount') })}
        error={form.errorOf('method_id')}
      />
      <div className="mfmc-field">
        <label htmlFor={accountId}>{t('cashier.bank_account')}</label>
        <select
          id={accountId}
          className="cr-input"
          aria-invalid={accountError ? true : undefined}
          aria-describedby={accountError ? `${accountId}-error` : undefined}
          {...form.register('bank_account_id')}
        >
          {accounts.map((a) => (
            <option key={a.id} value={String(a.id)}>
              {t('cashier.account_option', {
                bank: a.bank_name,
                number: a.account_number_masked,
                holder: a.account_holder,
              })}
            </option>
          ))}
        </select>
        <p id={`${accountId}-error`} className="mfmc-field__error">
          {accountError}
        </p>
      </div>
      <TextField
        classPrefix="mfmc-field"
        label={t('cashier.amount')}
        inputMode="decimal"
        autoComplete="off"
        {...form.field('amount')}
      />
      <TextField
        classPrefix="mfmc-field"
        label={t('cashier.withdraw_password')}
        type="password"
        inputMode="numeric"
        maxLength={WITHDRAW_PASSWORD_LENGTH}
        autoComplete="off"
        {...form.field('withdraw_password')}
      />
      <FormAlert classPrefix="mfmc-form" error={form.alertText} />
      <button type="submit" className="cr-button cr-button--primary" disabled={withdrawal.isPending}>
        {t('cashier.withdrawal_submit')}
      </button>
    </form>
  );
}
