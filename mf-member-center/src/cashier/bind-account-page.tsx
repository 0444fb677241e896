// BindAccount (spec 02 §2, the cashier): the member's bank accounts (masked number,
// bank, holder, the default marked; make another the default; delete after a confirm) and the
// form that binds one more (bankAccountSchema: a bank of the currency, the holder equal to the
// profile's member_name when it is set — then prefilled and read-only —, the number in digits of
// the bank's length), until `max` accounts are bound.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type * as v from 'valibot';
import { dialog, toast, type Bank, type BankAccount, FormAlert, TextField, renderMessage } from '@croupier/shared';
import { QueryStatus } from '@croupier/shared/records';
import { bankAccountSchema } from '@croupier/shared/validation';
import { useAppForm } from '@croupier/shared/form';
import '../page-styles.css';
import { NAMESPACE } from '../i18n.js';
import { useStatusLabels } from '../frame/index.js';
import { useProfile } from '../profile/index.js';
import { useBankAccounts } from './api/bank-accounts.js';
import { useDestroyBankAccount } from './api/bank-account-destroy.js';
import { useSetDefaultBankAccount } from './api/bank-account-default.js';
import { useStoreBankAccount } from './api/bank-account-store.js';
import { cashierFailure } from './cashier-codes.js';

export function BindAccountPage() {
  const { t } = useTranslation(NAMESPACE);
  const status = useStatusLabels();
  const headingId = useId();
  const bank = useBankAccounts();
  const profile = useProfile();
  const failed = [bank, profile].find((q) => q.isError);

  return (
    <section className="mfmc-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('bank.title')}</h2>
      {!bank.data || !profile.data ? (
        <QueryStatus query={failed ?? bank} labels={status} />
      ) : (
        <>
          <AccountList accounts={bank.data.list} />
          <p>{t('bank.used', { used: bank.data.list.length, max: bank.data.max })}</p>
          {bank.data.list.length >= bank.data.max ? (
            <p className="mfmc-note">{t('bank.limit_reached', { max: bank.data.max })}</p>
          ) : (
            <BindForm
              banks={bank.data.banks}
              memberName={profile.data.member_name}
              first={bank.data.list.length === 0}
            />
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
  const done = (text: string) => () => toast.show(text, { type: 'success' });
  const failure = (error: unknown) =>
    toast.show(renderMessage(t, cashierFailure(error, { bank: true }).message), { type: 'error' });

  const remove = async (a: BankAccount) => {
    const confirmed = await dialog.confirm({
      message: t('bank.delete_confirm', { number: a.account_number_masked, bank: a.bank_name }),
      confirmText: t('bank.delete'),
    });
    if (confirmed) destroy.mutate({ id: a.id }, { onSuccess: done(t('bank.deleted')), onError: failure });
  };

  if (accounts.length === 0) return <p>{t('bank.none')}</p>;
  return (
    <ul className="mfmc-accounts" aria-label={t('bank.list_label')}>
      {accounts.map((a) => (
        <li key={a.id} className="mfmc-account">
          <div className="mfmc-account__main">
            <strong>{a.bank_name}</strong> {a.account_number_masked}{' '}
            {a.is_default === 1 && <span className="mfmc-tag mfmc-tag--ok">{t('bank.default')}</span>}
            <div>{a.account_holder}</div>
          </div>
          {a.is_default !== 1 && (
            <button
              type="button"
              className="cr-button"
              disabled={busy}
              aria-label={`${t('bank.set_default')}: ${a.bank_name} ${a.account_number_masked}`}
              onClick={() =>
                setDefault.mutate({ id: a.id }, { onSuccess: done(t('bank.default_set')), onError: failure })
              }
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
  const form = useAppForm<BindValues>(
    schema,
    { bank_code: '', account_holder: memberName, account_number: '' },
    { ns: NAMESPACE },
  );
  const [makeDefault, setMakeDefault] = useState(false);
  const store = useStoreBankAccount();
  const bankError = form.errorOf('bank_code');

  const onValid = (values: BindValues) => {
    if (store.isPending) return;
    store.mutate(
      { ...values, is_default: makeDefault ? 1 : 0 },
      {
        onSuccess: () => {
          toast.show(t('bank.added'), { type: 'success' });
          form.reset({ bank_code: '', account_holder: memberName, account_number: '' });
          setMakeDefault(false);
        },
        onError: (error) => {
          form.refuse(cashierFailure(error, { bank: true }), FIELDS);
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={form.submit(onValid)} aria-labelledby={headingId}>
      <h3 id={headingId}>{t('bank.add_title')}</h3>
      <div className="mfmc-field">
        <label htmlFor={bankId}>{t('bank.bank')}</label>
        <select
          id={bankId}
          className="cr-input"
          aria-invalid={bankError ? true : undefined}
          aria-describedby={bankError ? `${bankId}-error` : undefined}
          {...form.register('bank_code', {
            onChange: () => form.formState.isSubmitted && void form.trigger('account_number'),
          })}
        >
          <option value="">{t('bank.choose_bank')}</option>
          {banks.map((b) => (
            <option key={b.bank_code} value={b.bank_code}>
              {b.bank_name}
            </option>
          ))}
        </select>
        <p id={`${bankId}-error`} className="mfmc-field__error">
          {bankError}
        </p>
      </div>
      <TextField
        classPrefix="mfmc-field"
        label={t('bank.holder')}
        autoComplete="name"
        readOnly={memberName !== ''}
        {...form.field('account_holder')}
      >
        {memberName !== '' && <small>{t('bank.holder_locked')}</small>}
      </TextField>
      <TextField
        classPrefix="mfmc-field"
        label={t('bank.number')}
        inputMode="numeric"
        autoComplete="off"
        {...form.field('account_number')}
      />
      {!first && (
        <label>
          <input type="checkbox" checked={makeDefault} onChange={(e) => setMakeDefault(e.target.checked)} />{' '}
          {t('bank.make_default')}
        </label>
      )}
      <FormAlert classPrefix="mfmc-form" error={form.alertText} />
      <button type="submit" className="cr-button cr-button--primary" disabled={store.isPending}>
        {t('bank.submit')}
      </button>
    </form>
  );
}
