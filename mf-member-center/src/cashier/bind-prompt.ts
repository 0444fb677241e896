// The prompt to bind a bank account first (spec 02 §5: need_bank_account_deposit_verified 1,
// or a cashier answer bankAccountRequired): confirming goes to /user/BindAccount.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { dialog, useRemoteProps } from '@croupier/shared';
import { NAMESPACE } from '../i18n.js';
import { pagePath } from '../frame/index.js';

export function useBindPrompt(): () => Promise<void> {
  const { t } = useTranslation(NAMESPACE);
  const { navigate } = useRemoteProps();
  return useCallback(async () => {
    const confirmed = await dialog.confirm({
      title: t('cashier.bind_title'),
      message: t('cashier.bind_prompt'),
      confirmText: t('cashier.bind_now'),
      cancelText: t('cashier.later'),
    });
    if (confirmed) navigate(pagePath('BindAccount'));
  }, [t, navigate]);
}
