// BindAccount (spec 02 §2, the cashier): the member's bank accounts (masked number,
// bank, holder, the default marked; make another the default; delete after a confirm) and the
// form that binds one more (bankAccountSchema: a bank of the currency, the holder equal to the
// profile's member_name when it is set — then prefilled and read-only —, the number in digits of
// the bank's length), until `max` accounts are bound.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type * as v from 'valibot';
import {
  CashierCode,
  MemberCode,
  bankAccountSchema,
  dialog,
  toast,
  type Bank,
  type BankAccount,
  type MemberFieldError,
} from '@croupier/shared';
import { NAMESPACE } from '../i18n.js';
import { useBankAccounts } from '../money-common/api/bank-accounts.js';
import { useMemberProfile } from '../money-common/api/member-profile.js';
import { codeText, failureText } from '../money-common/cashier-message.js';
import { LoadFailed, Loading } from '../money-common/query-state.js';
import { injectMoneyStyles } from '../money-common/styles.js';
import { TextField } from '../money-common/text-field.js';
import { useMoneyForm } from '../money-common/use-money-form.js';
import { useDestroyBankAccount } from './api/bank-account-destroy.js';
import { useSetDefaultBankAccount } from './api/bank-account-default.js';
import { useStoreBankAccount } from './api/bank-account-store.js';

export function BindAccountPage() {
  const { t } = useTranslation(NAMESPACE);
  const headingId = useId();
  const bank = useBankAccounts();
  const profile = useMemberProfile();
  injectMoneyStyles();
  const failed = [bank, profile].find((q) => q.isError);

  return (
    <section className="mc-page" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('bank.title')}</h2>
      {failed ? (
        <LoadFailed error={failed.error} onRetry={() => void failed.refetch()} />
      ) : !bank.data || !profile.data ? (
        <Loading />
      ) : (
        <>
          <AccountList accounts={bank.data.list} />
          <p>{t('bank.used', { used: bank.data.list.length, max: bank.data.max })}</p>
          {bank.data.list.length >= bank.data.max ? (
            <p className="mc-note">{t('bank.limit_reached', { max: bank.data.max })}</p>
          ) : (
            <BindForm banks={bank.data.banks} memberName={profile.data.member_name} first={bank.data.list.length === 0} />
          )}
        </>
      )}
    </section>
  );
}

function AccountList({ accounts }: { accounts: BankAccount[] }) {
  const { t } = useTranslation(NAMESPACE);
  const setDefault = useSetDefaultBankAccount();
  const destroy = useDestroyBankAccount();
  const busy = setDefault.isPending || destroy.isPending;
  const refusal = (answer: { success: boolean; code: number; message: string }, done: string) =>
    answer.success ? toast.show(done, { type: 'success' }) : toast.show(codeText(t, answer.code, answer.message, { bank: true }), { type: 'error' });
  const failure = (error: unknown) => toast.show(failureText(t, error, { bank: true }), { type: 'error' });

  const remove = async (a: BankAccount) => {
    const confirmed = await dialog.confirm({
      message: t('bank.delete_confirm', { number: a.account_number_masked, bank: a.bank_name }),
      confirmText: t('bank.delete'),
    });
    if (confirmed) destroy.mutate({ id: a.id }, { onSuccess: (answer) => refusal(answer, t('bank.deleted')), onError: failure });
  };

  if (accounts.length === 0) return <p>{t('bank.none')}</p>;
  return (
    <ul className="mc-accounts" aria-label={t('bank.list_label')}>
      {accounts.map((a) => (
        <li key={a.id} className="mc-account">
          <div className="mc-account__main">
            <strong>{a.bank_name}</strong> {a.account_number_masked} {a.is_default === 1 && <span className="mc-badge">{t('bank.default')}</span>}
            <div>{a.account_holder}</div>
          </div>
          {a.is_default !== 1 && (
            <button
              type="button"
              className="cr-button"
              disabled={busy}
              aria-label={`${t('bank.set_default')}: ${a.bank_name} ${a.account_number_masked}`}
              onClick={() => setDefault.mutate({ id: a.id }, { onSuccess: (answer) => refusal(answer, t('bank.default_set')), onError: failure })}
            >
              {t('bank.set_default')}
            </button>
          )}
          <button
            type="button"
            className="cr-button"
            disabled={busy}
            aria-label={`${t('bank.delete')}: ${a.bank_name} ${a.account_number_masked}`}
            onClick={() => void remove(a)}
          >
            {t('bank.delete')}
          </button>
        </li>
      ))}
    </ul>
  );
}

interface BindValues {
  bank_code: string;
  account_holder: string;
  account_number: string;
}

const FIELDS = ['bank_code', 'account_holder', 'account_number'] as const;

function BindForm({ banks, memberName, first }: { banks: Bank[]; memberName: string; first: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  const headingId = useId();
  const bankId = useId();
  const schema = bankAccountSchema(banks, memberName) as unknown as v.GenericSchema<BindValues>;
  const form = useMoneyForm<BindValues>(() => schema, { bank_code: '', account_holder: memberName, account_number: '' });
  const [makeDefault, setMakeDefault] = useState(false);
  const store = useStoreBankAccount();
  const bankError = form.errorOf('bank_code');

  const onSubmit = form.handleSubmit((values) => {
    if (store.isPending) return;
    form.setAlert(null);
    store.mutate(
      { ...values, is_default: makeDefault ? 1 : 0 },
      {
        onSuccess: (answer) => {
          if (answer.success) {
            toast.show(t('bank.added'), { type: 'success' });
            form.reset({ bank_code: '', account_holder: memberName, account_number: '' });
            setMakeDefault(false);
            return;
          }
          const text = codeText(t, answer.code, answer.message, { bank: true });
          if (answer.code === CashierCode.bankHolderMismatch) return form.fieldError('account_holder', text);
          if (answer.code === CashierCode.bankAccountNumberInvalid || answer.code === CashierCode.bankAccountDuplicate)
            return form.fieldError('account_number', text);
          const field = answer.code === MemberCode.invalidField ? (answer.data as unknown as MemberFieldError | null) : null;
          const known = FIELDS.find((f) => f === field?.field);
          if (field && known) return form.fieldError(known, t(field.key));
          form.setAlert(text);
        },
        onError: (error) => form.setAlert(failureText(t, error, { bank: true })),
      },
    );
  });

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} aria-labelledby={headingId}>
      <h3 id={headingId}>{t('bank.add_title')}</h3>
      <div className="mc-field">
        <label htmlFor={bankId}>{t('bank.bank')}</label>
        <select
          id={bankId}
          className="cr-input"
          aria-invalid={bankError ? true : undefined}
          aria-describedby={bankError ? `${bankId}-error` : undefined}
          {...form.register('bank_code', { onChange: () => form.formState.isSubmitted && void form.trigger('account_number') })}
        >
          <option value="">{t('bank.choose_bank')}</option>
          {banks.map((b) => (
            <option key={b.bank_code} value={b.bank_code}>
              {b.bank_name}
            </option>
          ))}
        </select>
        <p id={`${bankId}-error`} className="mc-field__error">
          {bankError}
        </p>
      </div>
      <TextField
        label={t('bank.holder')}
        autoComplete="name"
        readOnly={memberName !== ''}
        error={form.errorOf('account_holder')}
        {...form.register('account_holder')}
      >
        {memberName !== '' && <small>{t('bank.holder_locked')}</small>}
      </TextField>
      <TextField label={t('bank.number')} inputMode="numeric" autoComplete="off" error={form.errorOf('account_number')} {...form.register('account_number')} />
      {!first && (
        <label>
          <input type="checkbox" checked={makeDefault} onChange={(e) => setMakeDefault(e.target.checked)} /> {t('bank.make_default')}
        </label>
      )}
      <p role="alert" className="mc-alert">
        {form.alert}
      </p>
      <button type="submit" className="cr-button cr-button--primary" disabled={store.isPending}>
        {t('bank.submit')}
      </button>
    </form>
  );
}
