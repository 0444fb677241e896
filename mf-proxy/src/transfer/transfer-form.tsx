// The transfer form: a downline member's account, the amount (agentTransferSchema: the limits and
// at most the agent's main balance), the withdraw password. A confirm dialog names the member and
// the amount before anything is sent; success says so in a toast and empties the form.
import {
  AgentCode,
  dialog,
  formatMoney,
  FormAlert,
  TextField,
  toast,
  useRemoteProps,
  useRequestId,
  WITHDRAW_PASSWORD_LENGTH,
  type AgentTransferSettings,
} from '@croupier/shared';
import { agentTransferSchema } from '@croupier/shared/validation';
import { useAppForm } from '@croupier/shared/form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { refusalOf } from '../form/index.js';
import { NAMESPACE } from '../i18n.js';
import { agentKeys } from '../query-keys.js';
import { useTransfer } from './api/transfer.js';
import { TRANSFER_FIELDS, TRANSFER_KEYS } from './transfer-codes.js';

interface TransferValues {
  member_account: string;
  amount: string;
  withdraw_password: string;
}

const FIELDS = ['member_account', 'amount', 'withdraw_password'] as const;
const EMPTY: TransferValues = { member_account: '', amount: '', withdraw_password: '' };

/** The shared rules for these limits and this balance, without request_id (the page adds it). */
const schemaFor = (settings: AgentTransferSettings, balance: string) => {
  const { entries } = agentTransferSchema({ ...settings, cash: balance });
  return v.object({
    member_account: entries.member_account,
    amount: entries.amount,
    withdraw_password: entries.withdraw_password,
  });
};

export function TransferForm({
  settings,
  balance,
  currency,
}: {
  settings: AgentTransferSettings;
  balance: string;
  currency: string;
}) {
  const { t } = useTranslation(NAMESPACE);
  const { queryClient, stores } = useRemoteProps();
  const form = useAppForm<TransferValues>(schemaFor(settings, balance), EMPTY, { ns: NAMESPACE });
  const transfer = useTransfer();
  const requestId = useRequestId();

  const onValid = async (values: TransferValues) => {
    if (transfer.isPending) return;
    const confirmed = await dialog.confirm({
      title: t('transfer.confirm_title'),
      message: t('transfer.confirm', {
        amount: formatMoney(values.amount, currency),
        member: values.member_account.trim(),
      }),
      confirmText: t('transfer.submit'),
      cancelText: t('common.cancel'),
    });
    if (!confirmed) return;
    const { withdraw_password, ...sent } = values;
    transfer.mutate(
      // A wrong password retried is the same transfer; the password is not part of its identity.
      { ...sent, member_account: sent.member_account.trim(), withdraw_password, request_id: requestId.for(sent) },
      {
        onSuccess: (result) => {
          requestId.done();
          toast.show(
            t('transfer.done', {
              amount: formatMoney(result.transfer.amount, currency),
              member: result.transfer.member_account,
            }),
            { type: 'success' },
          );
          form.reset(EMPTY);
        },
        onError: (error) => {
          const refusal = refusalOf(error, TRANSFER_KEYS, TRANSFER_FIELDS);
          if (refusal.code === AgentCode.withdrawPasswordNotSet) {
            void queryClient.invalidateQueries({
              queryKey: agentKeys.transferSettings(stores.session.getState().member_id),
            });
          }
          form.refuse(refusal, FIELDS);
        },
      },
    );
  };

  return (
    <form className="mfp-form" noValidate onSubmit={form.submit(onValid)}>
      <TextField
        classPrefix="mfp-field"
        label={t('transfer.member_account')}
        autoComplete="off"
        maxLength={64}
        {...form.field('member_account')}
      />
      <TextField
        classPrefix="mfp-field"
        label={t('transfer.amount_label', {
          min: formatMoney(settings.min_amount, currency),
          max: formatMoney(settings.max_amount, currency),
        })}
        inputMode="decimal"
        autoComplete="off"
        {...form.field('amount')}
      />
      <TextField
        classPrefix="mfp-field"
        label={t('transfer.withdraw_password')}
        type="password"
        inputMode="numeric"
        maxLength={WITHDRAW_PASSWORD_LENGTH}
        autoComplete="off"
        {...form.field('withdraw_password')}
      />
      <FormAlert classPrefix="mfp-form" error={form.alertText} />
      <div className="mfp-actions">
        <button type="submit" className="cr-button cr-button--primary" disabled={transfer.isPending}>
          {t('transfer.submit')}
        </button>
      </div>
    </form>
  );
}
