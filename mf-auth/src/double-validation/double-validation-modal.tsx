// The login double validation (spec 02 §2-§5, §8): a question about the member (name, identity id,
// phone, email or withdraw password), the answer and a login captcha. Skip loads another question
// while any is left; Cancel clears the answer and the code. The right answer completes the login.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CAPTCHA_TYPE_LOGIN,
  DOUBLE_VALIDATION_CODE,
  DOUBLE_VALIDATION_SUCCESS_KEY,
  Modal,
  checkForm,
  doubleValidationFormSchema,
  toast,
  type ApiClient,
  type DoubleValidationChallenge,
  type LoginAnswer,
} from '@croupier/shared';
import { skipDoubleValidation } from '../api/double-validation-skip.js';
import { submitDoubleValidation } from '../api/double-validation.js';
import { NAMESPACE } from '../i18n.js';
import { isAborted, transportErrorMessage, type Message } from '../message.js';
import { CaptchaImage } from '../login/captcha-image.js';
import { getUdid } from '../login/client-info.js';
import { FormAlert } from '../login/form-alert.js';
import { fetchLoginHeaders } from '../login/login-headers.js';
import { TextField } from '../login/text-field.js';
import { useCaptcha } from '../login/use-captcha.js';
import { doubleValidationMessage, skipMessage } from './double-validation-message.js';

type Field = 'answer' | 'captcha_answer';
const EMPTY = { answer: '', captcha_answer: '' };

/** The attempt is over: only logging in again helps. */
const DEAD_CODES: readonly number[] = [
  DOUBLE_VALIDATION_CODE.attemptUnknown,
  DOUBLE_VALIDATION_CODE.alreadyCompleted,
  DOUBLE_VALIDATION_CODE.tooManyFailures,
];

export interface DoubleValidationModalProps {
  api: ApiClient;
  siteId: string;
  account: string;
  challenge: DoubleValidationChallenge;
  onLoginAnswer(account: string, answer: LoginAnswer): void;
  onLoginAgain(): void;
  onClose(): void;
}

export function DoubleValidationModal({ api, siteId, account, challenge: first, onLoginAnswer, onLoginAgain, onClose }: DoubleValidationModalProps) {
  const { t } = useTranslation(NAMESPACE);
  const captcha = useCaptcha(api, CAPTCHA_TYPE_LOGIN, siteId);
  const [challenge, setChallenge] = useState(first);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [error, setError] = useState<Message | null>(null);
  const [busy, setBusy] = useState(false);
  const [dead, setDead] = useState(false);
  const answerRef = useRef<HTMLInputElement>(null);
  const captchaRef = useRef<HTMLInputElement>(null);
  const alive = useRef(true);

  const { refresh } = captcha;
  useEffect(() => {
    alive.current = true;
    void refresh();
    return () => {
      alive.current = false;
    };
  }, [refresh]);

  const question = challenge.question;
  const check = (v: typeof values) => {
    const result = checkForm(doubleValidationFormSchema(question), v);
    return result.ok ? {} : (result.errors as Partial<Record<Field, string>>);
  };

  const fieldProps = (field: Field) => ({
    name: field,
    value: values[field],
    required: true,
    autoComplete: 'off',
    error: errors[field] ? t(errors[field]) : null,
    onChange: (e: { target: { value: string } }) => {
      const next = { ...values, [field]: e.target.value };
      setValues(next);
      if (errors[field]) setErrors((er) => ({ ...er, [field]: check(next)[field] }));
    },
  });

  /** Cancel (spec 02 §4): the answer and the code are cleared. */
  const clear = () => {
    setValues(EMPTY);
    setErrors({});
    setError(null);
    answerRef.current?.focus();
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy || dead) return;
    const found = check(values);
    setErrors(found);
    if (found.answer) return answerRef.current?.focus();
    if (found.captcha_answer) return captchaRef.current?.focus();
    if (!captcha.captcha) {
      setError({ key: 'captcha.err_load' });
      void refresh();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const headers = await fetchLoginHeaders(api);
      const result = await submitDoubleValidation(api, {
        member_login_id: challenge.member_login_id,
        answer: values.answer.trim(),
        captcha_answer: values.captcha_answer.trim(),
        captcha_token: captcha.captcha.token,
        remote_addr: headers['x-client-ip'] ?? '',
        udid: getUdid(),
      });
      if (!alive.current) return;
      if (result.success) {
        toast.show(t(DOUBLE_VALIDATION_SUCCESS_KEY), { type: 'success' });
        onLoginAnswer(account, result.data);
        return;
      }
      setError(doubleValidationMessage(result.code, result.message));
      if (DEAD_CODES.includes(result.code)) setDead(true);
    } catch (err) {
      if (alive.current && !isAborted(err)) setError(transportErrorMessage(err));
    } finally {
      if (alive.current) setBusy(false);
    }
    // The server has spent the captcha: a new picture and an empty code for the next try.
    if (alive.current) {
      setValues((v) => ({ ...v, captcha_answer: '' }));
      void refresh();
    }
  }

  async function skip() {
    if (busy || dead) return;
    setBusy(true);
    try {
      const result = await skipDoubleValidation(api, challenge.member_login_id);
      if (!alive.current) return;
      if (result.success) {
        setChallenge(result.data);
        setValues((v) => ({ ...v, answer: '' }));
        setErrors({});
        setError(null);
        answerRef.current?.focus();
      } else {
        setError(skipMessage(result.code, result.message));
        if (result.code === DOUBLE_VALIDATION_CODE.attemptUnknown) setDead(true);
      }
    } catch (err) {
      if (alive.current && !isAborted(err)) setError(transportErrorMessage(err));
    } finally {
      if (alive.current) setBusy(false);
    }
  }

  return (
    <Modal open onClose={onClose} title={t('double_validation.title')} initialFocusRef={answerRef} className="mf-auth-modal">
      <form noValidate onSubmit={onSubmit} className="mf-auth-login">
        <p>{t('double_validation.intro')}</p>
        <TextField
          label={t(`double_validation.question.${question}`)}
          type={question === 'withdraw_password' ? 'password' : 'text'}
          inputRef={answerRef}
          {...fieldProps('answer')}
        />
        <TextField label={t('login.answer')} inputMode="numeric" inputRef={captchaRef} {...fieldProps('captcha_answer')}>
          <CaptchaImage state={captcha} />
        </TextField>
        <FormAlert error={error} />
        {dead ? (
          <button type="button" className="cr-button cr-button--primary" onClick={onLoginAgain}>
            {t('flow.login_again')}
          </button>
        ) : (
          <div className="mf-auth-actions">
            <button type="submit" className="cr-button cr-button--primary" disabled={busy}>
              {t('double_validation.submit')}
            </button>
            {challenge.available_questions_count > 1 ? (
              <button type="button" className="cr-button" aria-disabled={busy} onClick={() => void skip()}>
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
