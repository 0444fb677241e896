// An owner's hold on another operator's access: disable it (its sessions end at once), enable it
// again, or reset a lost second factor (the next sign-in enrols a new one). Each needs a reason,
// kept in the audit log. An owner is never offered its own row.
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../api/context.js';
import type { Operator } from '../api/types.js';
import { Dialog } from '../ui/dialog.js';
import { ReasonForm } from '../ui/reason-form.js';
import { OPERATORS_KEY } from './queries.js';

type Action = 'disable' | 'enable' | 'reset_second_factor';

export function AccessButton({ operator, onDone }: { operator: Operator; onDone: (text: string) => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);

  const decide = async (action: Action, reason: string) => {
    await api.post(`/operators/${operator.id}/access`, { action, reason });
    await queryClient.invalidateQueries({ queryKey: OPERATORS_KEY });
    setOpen(false);
    onDone(t(`operators.access.done.${action}`, { account: operator.account }));
  };

  return (
    <>
      <button ref={opener} type="button" className="button" onClick={() => setOpen(true)}>
        {t('operators.access.open', { account: operator.account })}
      </button>
      {open ? (
        <Dialog
          title={t('operators.access.title', { account: operator.account })}
          onClose={() => setOpen(false)}
          returnFocus={opener}
        >
          <ReasonForm<Action>
            name={t('operators.access.title', { account: operator.account })}
            label={t('operators.access.reason')}
            hint={t('operators.access.reasonHint')}
            requiredKey="operators.access.reasonRequired"
            choices={[
              operator.disabled
                ? { value: 'enable', label: t('operators.access.enable'), primary: true }
                : { value: 'disable', label: t('operators.access.disable'), primary: true },
              ...(operator.totp_enrolled
                ? [{ value: 'reset_second_factor' as const, label: t('operators.access.resetSecondFactor') }]
                : []),
            ]}
            onDecide={decide}
          />
        </Dialog>
      ) : null}
    </>
  );
}
