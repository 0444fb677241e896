// The agent application (POST /member/apply_for_agent): contact name, phone and e-mail, an optional
// message, and the agreement accepted (agentApplicationSchema, the api runs it again). A refused
// field shows on that field; 101/104 the server's message in the form's alert.
import { FormAlert, TextField, toast, useLinkClick, type AgentApplicationPayload } from '@croupier/shared';
import { agentApplicationSchema } from '@croupier/shared/validation';
import { useAppForm } from '@croupier/shared/form';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type * as v from 'valibot';
import { pagePath } from '../routes.js';
import { refusalOf } from '../form/index.js';
import { NAMESPACE } from '../i18n.js';
import { useApplyForAgent } from './api/apply.js';

interface ApplicationValues {
  contact_name: string;
  contact_phone: string;
  contact_email: string;
  message: string;
  agree: boolean;
}

const FIELDS = ['contact_name', 'contact_phone', 'contact_email', 'message', 'agree'] as const;
const DEFAULTS: ApplicationValues = {
  contact_name: '',
  contact_phone: '',
  contact_email: '',
  message: '',
  agree: false,
};
const schema = agentApplicationSchema as unknown as v.GenericSchema<ApplicationValues, AgentApplicationPayload>;

export function ApplicationForm() {
  const { t } = useTranslation(NAMESPACE);
  const form = useAppForm<ApplicationValues, AgentApplicationPayload>(schema, DEFAULTS, { ns: NAMESPACE });
  const apply = useApplyForAgent();
  const linkClick = useLinkClick();
  const messageId = useId();
  const agreeId = useId();
  const messageError = form.errorOf('message');
  const agreeError = form.errorOf('agree');

  const onValid = (payload: AgentApplicationPayload) => {
    if (apply.isPending) return;
    apply.mutate(payload, {
      onSuccess: () => toast.show(t('apply.sent'), { type: 'success' }),
      onError: (error) => {
        form.refuse(refusalOf(error), FIELDS);
      },
    });
  };

  return (
    <form className="mfp-form" noValidate onSubmit={form.submit(onValid)} aria-labelledby={`${agreeId}-heading`}>
      <h3 id={`${agreeId}-heading`}>{t('apply.form_heading')}</h3>
      <TextField
        classPrefix="mfp-field"
        label={t('apply.contact_name')}
        autoComplete="name"
        maxLength={64}
        {...form.field('contact_name')}
      />
      <TextField
        classPrefix="mfp-field"
        label={t('apply.contact_phone')}
        type="tel"
        autoComplete="tel"
        maxLength={32}
        {...form.field('contact_phone')}
      />
      <TextField
        classPrefix="mfp-field"
        label={t('apply.contact_email')}
        type="email"
        autoComplete="email"
        maxLength={128}
        {...form.field('contact_email')}
      />
      <div className="mfp-field">
        <label htmlFor={messageId}>{t('apply.message')}</label>
        <textarea
          id={messageId}
          className="cr-input"
          maxLength={500}
          aria-invalid={messageError ? true : undefined}
          aria-describedby={messageError ? `${messageId}-error` : undefined}
          {...form.register('message')}
        />
        <p id={`${messageId}-error`} className="mfp-field__error">
          {messageError}
        </p>
      </div>
      <div className="mfp-field">
        <div className="mfp-check">
          <input
            id={agreeId}
            type="checkbox"
            aria-invalid={agreeError ? true : undefined}
            aria-describedby={agreeError ? `${agreeId}-error` : undefined}
            {...form.register('agree', { onChange: () => form.recheck(['agree']) })}
          />
          <label htmlFor={agreeId}>{t('apply.agree')}</label>
        </div>
        <a href={pagePath('Agreement')} onClick={(event) => linkClick(event, pagePath('Agreement'))}>
          {t('apply.read_agreement')}
        </a>
        <p id={`${agreeId}-error`} className="mfp-field__error">
          {agreeError}
        </p>
      </div>
      <FormAlert classPrefix="mfp-form" error={form.alertText} />
      <div className="mfp-actions">
        <button type="submit" className="cr-button cr-button--primary" disabled={apply.isPending}>
          {t('apply.submit')}
        </button>
      </div>
    </form>
  );
}
