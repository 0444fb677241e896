// Withdrawal (spec 02 §2; the cashier): needs a bound bank account and a withdraw
// password (each missing one says so, with a link to where it is set). The form: method, bank
// account (the default chosen), amount (withdrawalSchema: the method's limits and at most the
// main balance of the member layout), the 4-digit withdraw password (masked; its
// length is the shared schema's: WITHDRAW_PASSWORD_LENGTH is not exported from the contract). The amount leaves the main
// balance at once; the layout and the wallet are asked again.
import { useId, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import {
  CashierCode,
  MemberCode,
  formatMoney,
  toast,
  useRemoteProps,
  withdrawalSchema,
  type BankAccount,
  type MemberFieldError,
  type PaymentMethod,
} from '@croupier/shared';
import { NAMESPACE } from '../i18n.js';
import { useBankAccounts } from '../money-common/api/bank-accounts.js';
import { useCashierMethods } from '../money-common/api/cashier-methods.js';
import { useMemberLayout } from '../money-common/api/member-layout.js';
import { useMemberProfile } from '../money-common/api/member-profile.js';
import { codeText, failureText } from '../money-common/cashier-message.js';
import { moneyKeys } from '../money-common/keys.js';
import { useMemberCurrency } from '../money-common/money.js';
import { LoadFailed, Loading } from '../money-common/query-state.js';
import { injectMoneyStyles } from '../money-common/styles.js';
import { TextField } from '../money-common/text-field.js';
import { BIND_ACCOUNT_PATH, INFO_PATH, useLinkClick } from '../money-common/use-link.js';
import { useMoneyForm } from '../money-common/use-money-form.js';
import { useCreateWithdrawal } from './api/withdrawal.js';
import { MethodChoice } from './method-choice.js';
import { useRequestId } from './request-id.js';

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
  if (!method) return v.object({ method_id: v.literal('-', 'cashier.err_method_required') }) as unknown as v.GenericSchema<WithdrawalValues>;
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
  const headingId = useId();
  const currency = useMemberCurrency();
  const methods = useCashierMethods(currency);
  const bank = useBankAccounts();
  const profile = useMemberProfile();
  const layout = useMemberLayout();
  const linkClick = useLinkClick();
  injectMoneyStyles();

  const failed = [methods, bank, profile, layout].find((q) => q.isError);
  const ready = methods.data && bank.data && profile.data && layout.data;
  const link = (to: string, text: string) => (
    <a href={to} onClick={(e: MouseEvent<HTMLAnchorElement>) => linkClick(e, to)}>
      {text}
    </a>
  );
  return (
    <section className="mc-page" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('cashier.withdrawal_title')}</h2>
      {failed ? (
        <LoadFailed error={failed.error} onRetry={() => void failed.refetch()} />
      ) : !ready ? (
        <Loading />
      ) : (
        <>
          <p>{t('cashier.balance', { amount: formatMoney(layout.data.member_cash, currency) })}</p>
          {bank.data.list.length === 0 && (
            <p className="mc-note">
              {t('cashier.no_account')} {link(BIND_ACCOUNT_PATH, t('cashier.bind_now'))}
            </p>
          )}
          {profile.data.is_withdraw_password !== 1 && (
            <p className="mc-note">
              {t('cashier.no_withdraw_password')} {link(INFO_PATH, t('cashier.set_password_link'))}
            </p>
          )}
          {methods.data.withdrawal.length === 0 ? (
            <p>{t('cashier.no_methods')}</p>
          ) : (
            bank.data.list.length > 0 &&
            profile.data.is_withdraw_password === 1 && (
              <WithdrawalForm methods={methods.data.withdrawal} accounts={bank.data.list} balance={layout.data.member_cash} currency={currency} />
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
  const { queryClient } = useRemoteProps();
  const form = useMoneyForm<WithdrawalValues>(schemaFor(methods, balance), defaults(methods, accounts));
  const withdrawal = useCreateWithdrawal();
  const requestId = useRequestId();
  const accountId = useId();
  const accountError = form.errorOf('bank_account_id');

  const onSubmit = form.handleSubmit((values) => {
    if (withdrawal.isPending) return;
    form.setAlert(null);
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
        onSuccess: (answer) => {
          if (answer.success) {
            requestId.done();
            toast.show(t('cashier.withdrawal_done', { order: answer.data.order_number }), { type: 'success' });
            form.reset(defaults(methods, accounts));
            return;
          }
          const text = codeText(t, answer.code, answer.message);
          if (answer.code === CashierCode.withdrawPasswordWrong) return form.fieldError('withdraw_password', text);
          if (answer.code === CashierCode.insufficientBalance || answer.code === CashierCode.amountOutOfRange) return form.fieldError('amount', text);
          if (answer.code === CashierCode.withdrawPasswordNotSet) void queryClient.invalidateQueries({ queryKey: moneyKeys.profile() });
          const field = answer.code === MemberCode.invalidField ? (answer.data as unknown as MemberFieldError | null) : null;
          const known = FIELDS.find((f) => f === field?.field);
          if (field && known) return form.fieldError(known, t(field.key));
          form.setAlert(text);
        },
        onError: (error) => form.setAlert(failureText(t, error)),
      },
    );
  });

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)}>
      <MethodChoice
        legend={t('cashier.method')}
        methods={methods}
        currency={currency}
        registration={form.register('method_id', { onChange: () => void form.trigger('amount') })}
        error={form.errorOf('method_id')}
      />
      <div className="mc-field">
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
              {t('cashier.account_option', { bank: a.bank_name, number: a.account_number_masked, holder: a.account_holder })}
            </option>
          ))}
        </select>
        <p id={`${accountId}-error`} className="mc-field__error">
          {accountError}
        </p>
      </div>
      <TextField label={t('cashier.amount')} inputMode="decimal" autoComplete="off" error={form.errorOf('amount')} {...form.register('amount')} />
      <TextField
        label={t('cashier.withdraw_password')}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        error={form.errorOf('withdraw_password')}
        {...form.register('withdraw_password')}
      />
      <p role="alert" className="mc-alert">
        {form.alert}
      </p>
      <button type="submit" className="cr-button cr-button--primary" disabled={withdrawal.isPending}>
        {t('cashier.withdrawal_submit')}
      </button>
    </form>
  );
}
