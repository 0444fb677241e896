// The login double validation (spec 02 §2-§5, §8): a question about the member (name, identity id,
// phone, email or withdraw password), the answer and a login captcha. Skip loads another question
// while any is left; Cancel clears the answer and the code. The right answer completes the login.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import {
  CAPTCHA_TYPE_LOGIN,
  Modal,
  toast,
  type DoubleValidationChallenge,
  type DoubleValidationQuestion,
  type LoginAnswer,
  FormAlert,
  TextField,
  isAborted,
  transportErrorMessage,
  type Message,
} from '@croupier/shared';
import { useSiteTimezone } from '@croupier/shared/dates';
import { useAppForm } from '@croupier/shared/form';
import { CaptchaImage, captchaAnswerRule, useCaptcha } from '../form/index.js';
import { NAMESPACE } from '../i18n.js';
import { useSkipDoubleValidation } from './api/skip-double-validation.js';
import { useSubmitDoubleValidation } from './api/submit-double-validation.js';
import { ExclusionHelp } from '../login/index.js';
import {
  DOUBLE_VALIDATION_SUCCESS_KEY,
  doubleValidationEmptyAnswerKey,
  doubleValidationMessage,
  exclusionMessage,
  isDoubleValidationOver,
  isExclusionCode,
  skipMessage,
} from '../code-messages.js';

/** The modal's form: an empty answer names its question; the captcha answer as on the login form. */
export const doubleValidationFormSchema = (question: DoubleValidationQuestion) =>
  v.object({
    answer: v.pipe(v.string(), v.trim(), v.nonEmpty(doubleValidationEmptyAnswerKey(question))),
    captcha_answer: captchaAnswerRule,
  });

const EMPTY = { answer: '', captcha_answer: '' };

export interface DoubleValidationModalProps {
  siteId: string;
  account: string;
  challenge: DoubleValidationChallenge;
  onLoginAnswer(account: string, answer: LoginAnswer): void;
  onLoginAgain(): void;
  onClose(): void;
}

export function DoubleValidationModal({
  siteId,
  account,
  challenge: first,
  onLoginAnswer,
  onLoginAgain,
  onClose,
}: DoubleValidationModalProps) {
  const { t } = useTranslation(NAMESPACE);
  const captcha = useCaptcha('double-validation', { type: CAPTCHA_TYPE_LOGIN, site_id: siteId });
  // Skip replaces the question.
  const [challenge, setChallenge] = useState(first);
  const question = challenge.question;
  const form = useAppForm(doubleValidationFormSchema(question), EMPTY, { ns: NAMESPACE });
  const submit = useSubmitDoubleValidation();
  const skip = useSkipDoubleValidation();

  const over =
    (submit.data && !submit.data.success && isDoubleValidationOver('submit', submit.data.code)) ||
    (skip.data && !skip.data.success && isDoubleValidationOver('skip', skip.data.code));
  const busy = submit.isPending || skip.isPending;
  const zone = useSiteTimezone();
  // A time-out or self-exclusion (604/605) refused the login at this step.
  const excluded = submit.data !== undefined && !submit.data.success && isExclusionCode(submit.data.code);

  /** The server has spent the captcha: a new picture and an empty code for the next try. */
  const failed = (message: Message | null) => {
    if (message) form.alert(message);
    form.setValue('captcha_answer', '');
    captcha.refresh();
  };

  const onSubmit = form.submit((values) => {
    if (!captcha.token) {
      form.alert({ key: 'captcha.err_load' });
      captcha.refresh();
      return;
    }
    submit.mutate(
      { member_login_id: challenge.member_login_id, ...values, captcha_token: captcha.token },
      {
        onSuccess: (answer) => {
          if (!answer.success)
            return failed(
              exclusionMessage(answer.code, answer.data, answer.message, zone) ??
                doubleValidationMessage(answer.code, answer.message),
            );
          toast.show(t(DOUBLE_VALIDATION_SUCCESS_KEY), { type: 'success' });
          onLoginAnswer(account, answer.data);
        },
        onError: (err) => failed(isAborted(err) ? null : transportErrorMessage(err)),
      },
    );
  });

  const another = () => {
    if (busy) return;
    skip.mutate(challenge.member_login_id, {
      onSuccess: (answer) => {
        if (!answer.success) return form.alert(skipMessage(answer.code, answer.message));
        setChallenge(answer.data);
        form.resetField('answer');
        form.clearErrors();
        form.setFocus('answer');
      },
      onError: (err) => {
        if (!isAborted(err)) form.alert(transportErrorMessage(err));
      },
    });
  };

  /** Cancel (spec 02 §4): the answer and the code are cleared; the captcha stays. */
  const clear = () => {
    form.resetField('answer');
    form.resetField('captcha_answer');
    form.clearErrors();
    form.setFocus('answer');
  };

  const answer = form.field('answer');
  return (
    <Modal open onClose={onClose} title={t('double_validation.title')} className="mf-auth-modal">
      <form noValidate onSubmit={onSubmit} className="mf-auth-login">
        <p>{t('double_validation.intro')}</p>
        <TextField
          classPrefix="mf-auth-field"
          label={t(`double_validation.question.${question}`)}
          type={question === 'withdraw_password' ? 'password' : 'text'}
          autoComplete="off"
          required
          {...answer}
        />
        <TextField
          classPrefix="mf-auth-field"
          label={t('login.answer')}
          inputMode="numeric"
          autoComplete="off"
          required
          {...form.field('captcha_answer')}
        >
          <CaptchaImage captcha={captcha} />
        </TextField>
        <FormAlert classPrefix="mf-auth-login" error={form.alertText} />
        {excluded ? <ExclusionHelp onLeave={onClose} /> : null}
        {over ? (
          <button type="button" className="cr-button cr-button--primary" onClick={onLoginAgain}>
            {t('flow.login_again')}
          </button>
        ) : (
          <div className="mf-auth-actions">
            <button type="submit" className="cr-button cr-button--primary" disabled={busy}>
              {t('double_validation.submit')}
            </button>
            {challenge.available_questions_count > 1 ? (
              <button type="button" className="cr-button" aria-disabled={busy} onClick={another}>
                {t('double_validation.skip')}
              </button>
            ) : null}
            <button type="button" className="cr-button" onClick={clear}>
              {t('double_validation.cancel')}
            </button>
          </div>
        )}
      </form>
    </Modal>
  );
}
