// Change password (spec 02 §7 /member/profile/edit_password): old, new and confirmation, checked
// with the shared EditPasswordSchema. A refusal shows the server's message (spec 02 §8); success
// says so in a toast, clears the form and calls onChanged (the forced change closes on it).
import {
  toast,
  type EditPasswordPayload,
  FormAlert,
  TextField,
  serverMessage,
  transportErrorMessage,
} from '@croupier/shared';
import { EditPasswordSchema } from '@croupier/shared/validation';
import { useAppForm } from '@croupier/shared/form';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n.js';
import { useEditPassword } from './api/edit-password.js';

const EMPTY: EditPasswordPayload = { old_password: '', new_password: '', confirm_password: '' };

export function ChangePasswordForm({
  onChanged,
  headingLevel = 3,
}: {
  onChanged?: () => void;
  headingLevel?: 2 | 3 | null;
}) {
  const { t } = useTranslation(NAMESPACE);
  const headingId = useId();
  const form = useAppForm(EditPasswordSchema, EMPTY, { ns: NAMESPACE });
  const edit = useEditPassword();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  const onValid = async (values: EditPasswordPayload) => {
    if (edit.isPending) return;
    try {
      const result = await edit.mutateAsync(values);
      if (!result.success) return form.alert(serverMessage(result.message));
      form.reset(EMPTY);
      toast.show(t('password.changed'));
      onChanged?.();
    } catch (err) {
      form.alert(transportErrorMessage(err));
    }
  };

  return (
    <form
      className="mfmc-form"
      noValidate
      aria-labelledby={headingLevel ? headingId : undefined}
      onSubmit={form.submit(onValid)}
    >
      {headingLevel && <Heading id={headingId}>{t('password.heading')}</Heading>}
      <TextField
        classPrefix="mfmc-field"
        label={t('password.old')}
        type="password"
        autoComplete="current-password"
        required
        {...form.field('old_password', { deps: ['new_password'] })}
      />
      <TextField
        classPrefix="mfmc-field"
        label={t('password.new')}
        type="password"
        autoComplete="new-password"
        required
        {...form.field('new_password', { deps: ['confirm_password'] })}
      />
      <TextField
        classPrefix="mfmc-field"
        label={t('password.confirm')}
        type="password"
        autoComplete="new-password"
        required
        {...form.field('confirm_password')}
      />
      <FormAlert classPrefix="mfmc-form" error={form.alertText} />
      <button type="submit" className="cr-button" aria-disabled={edit.isPending}>
        {edit.isPending ? t('form.saving') : t('password.submit')}
      </button>
    </form>
  );
}
