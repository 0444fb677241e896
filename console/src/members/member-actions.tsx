// What an operator may do to a member, each shown only with its permission: with members.support,
// end the member's sessions, send a letter, force a password change, clean the member's cache;
// with members.adjust_wallet, adjust the main wallet (a signed amount and a reason, checked in a
// dialog showing the balance before and after). Each result is announced (role="status"), each
// refusal is an alert with the api's reason; whatever changed, the member's page reads it again.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { useApi } from '../api/context.js';
import type { MemberDetail } from '../api/types.js';
import { reasonSchema, REASON_MAX } from '../cashier/decide-dialog.js';
import { useCan } from '../session/session.js';
import { Dialog } from '../ui/dialog.js';
import { useMessage } from '../ui/message.js';
import { centsOf, formatAmount, formatMoney } from '../ui/money.js';
import { Alert, Status, useOutcome } from '../ui/outcome.js';
import { useSingleFlight } from '../ui/single-flight.js';
import { TextAreaField } from '../ui/text-area-field.js';
import { TextField } from '../ui/text-field.js';
import { memberApiPath, membersKey } from './queries.js';

/** What the api takes: a letter's title and content, an adjustment's size either way (in cents). */
export const TITLE_MAX = 200;
export const CONTENT_MAX = 20_000;
export const ADJUST_MAX_CENTS = 100_000_000_000;

/** A form's outcome, a refusal worded as the members page words it (the api's reason in members.refused). */
function useMemberOutcome() {
  const { t } = useTranslation();
  return useOutcome((message) => t('members.refused', { message }));
}

interface ActionProps {
  siteId: string;
  detail: MemberDetail;
}

export function MemberActions({ siteId, detail }: ActionProps) {
  const { t } = useTranslation();
  const can = useCan();
  const support = can('members.support');
  const adjust = can('members.adjust_wallet');
  if (!support && !adjust) return null;
  return (
    <section aria-labelledby="member-actions-title">
      <h2 id="member-actions-title">{t('members.actions')}</h2>
      {support ? (
        <>
          <SupportActions siteId={siteId} detail={detail} />
          <LetterForm siteId={siteId} detail={detail} />
        </>
      ) : null}
      {adjust ? <WalletAdjust siteId={siteId} detail={detail} /> : null}
    </section>
  );
}

type SupportAction = 'force-logout' | 'force-password-change' | 'clean-cache';
const SUPPORT_ACTIONS: readonly SupportAction[] = ['force-logout', 'force-password-change', 'clean-cache'];
const ACTION_TEXT = {
  'force-logout': 'forceLogout',
  'force-password-change': 'forcePasswordChange',
  'clean-cache': 'cleanCache',
} as const;

function SupportActions({ siteId, detail }: ActionProps) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const account = detail.member.member_account;
  const once = useSingleFlight();
  const [running, setRunning] = useState<SupportAction | null>(null);
  const { alert, done, setDone, attempt } = useMemberOutcome();

  const run = (action: SupportAction) =>
    once(async () => {
      setRunning(action);
      await attempt(async () => {
        const path = memberApiPath(siteId, account, `/${action}`);
        if (action === 'force-logout') {
          const { ended } = await api.post<{ ended: number }>(path);
          setDone(
            ended === 0
              ? t('members.support.noSessionToEnd', { account })
              : t('members.support.loggedOut', { account, count: ended }),
          );
        } else if (action === 'force-password-change') {
          await api.post(path);
          setDone(t('members.support.passwordChangeForced', { account }));
        } else {
          const { published } = await api.post<{ published: boolean }>(path);
          setDone(
            published
              ? t('members.support.cacheCleaned', { account })
              : t('members.support.cacheNotPublished', { account }),
          );
        }
      });
      setRunning(null);
      await queryClient.invalidateQueries({ queryKey: membersKey(siteId) });
    });

  return (
    <div className="action-group">
      <h3>{t('members.support.title')}</h3>
      <ul className="action-list">
        {SUPPORT_ACTIONS.map((action) => (
          <li key={action}>
            <button
              type="button"
              className="button"
              disabled={running !== null}
              aria-busy={running === action || undefined}
              aria-describedby={`member-action-${action}-hint`}
              onClick={() => void run(action)}
            >
              {t(`members.support.${ACTION_TEXT[action]}`)}
            </button>
            <span className="field__hint" id={`member-action-${action}-hint`}>
              {t(`members.support.${ACTION_TEXT[action]}Hint`)}
            </span>
          </li>
        ))}
      </ul>
      <Status text={done} />
      <Alert text={alert} />
    </div>
  );
}

const letterSchema = v.object({
  title: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('members.letter.titleRequired'),
    v.maxLength(TITLE_MAX, 'members.letter.titleTooLong'),
  ),
  content: v.pipe(
    v.string(),
    v.nonEmpty('members.letter.contentRequired'),
    v.maxLength(CONTENT_MAX, 'members.letter.contentTooLong'),
  ),
});
type LetterValues = v.InferOutput<typeof letterSchema>;

function LetterForm({ siteId, detail }: ActionProps) {
  const { t } = useTranslation();
  const api = useApi();
  const message = useMessage();
  const account = detail.member.member_account;
  const once = useSingleFlight();
  const { alert, done, setDone, attempt } = useMemberOutcome();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<LetterValues>({ resolver: valibotResolver(letterSchema), defaultValues: { title: '', content: '' } });

  const submit = handleSubmit((letter) =>
    once(() =>
      attempt(async () => {
        await api.post(memberApiPath(siteId, account, '/letters'), letter);
        reset();
        setDone(t('members.letter.sent', { account, title: letter.title }));
      }),
    ),
  );

  return (
    <form className="form action-group" onSubmit={submit} noValidate aria-labelledby="member-letter-title">
      <h3 id="member-letter-title">{t('members.letter.title')}</h3>
      <TextField
        label={t('members.letter.subject')}
        maxLength={TITLE_MAX}
        autoComplete="off"
        error={message(errors.title?.message)}
        {...register('title')}
      />
      <TextAreaField
        label={t('members.letter.content')}
        hint={t('members.letter.contentHint')}
        rows={5}
        maxLength={CONTENT_MAX}
        error={message(errors.content?.message)}
        {...register('content')}
      />
      <Status text={done} />
      <Alert text={alert} />
      <button type="submit" className="button button--primary" disabled={isSubmitting}>
        {t('members.letter.send')}
      </button>
    </form>
  );
}

const AMOUNT = /^[+-]?\d{1,9}(\.\d{1,2})?$/;
const adjustSchema = v.object({
  amount: v.pipe(
    v.string(),
    v.trim(),
    v.regex(AMOUNT, 'members.adjust.amountInvalid'),
    v.check((text) => centsOf(text) !== 0, 'members.adjust.amountZero'),
    v.check((text) => Math.abs(centsOf(text) ?? 0) <= ADJUST_MAX_CENTS, 'members.adjust.amountInvalid'),
  ),
  reason: reasonSchema,
});
type AdjustValues = v.InferOutput<typeof adjustSchema>;

interface Review {
  cents: number;
  reason: string;
  before: number;
  after: number;
}

function WalletAdjust({ siteId, detail }: ActionProps) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const message = useMessage();
  const account = detail.member.member_account;
  const currency = detail.member.member_currency;
  const money = (cents: number, signed = false) => formatMoney(cents, currency, i18n.language, signed);
  const once = useSingleFlight();
  const [busy, setBusy] = useState(false);
  const [review, setReview] = useState<Review | null>(null);
  const { alert, done, setDone, clear, attempt } = useMemberOutcome();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<AdjustValues>({ resolver: valibotResolver(adjustSchema), defaultValues: { amount: '', reason: '' } });

  const check = handleSubmit(({ amount, reason }) => {
    clear();
    const cents = centsOf(amount)!;
    const before = centsOf(detail.balances.main) ?? 0;
    if (before + cents < 0) {
      setError('amount', { message: 'members.adjust.belowZero' });
      return;
    }
    setReview({ cents, reason, before, after: before + cents });
  });

  const confirm = (checked: Review) =>
    once(async () => {
      setBusy(true);
      await attempt(async () => {
        const answer = await api.post<{ cash: string }>(memberApiPath(siteId, account, '/wallet-adjust'), {
          amount: checked.cents,
          reason: checked.reason,
        });
        reset();
        setDone(
          t('members.adjust.done', {
            account,
            amount: money(checked.cents, true),
            balance: formatAmount(answer.cash, currency, i18n.language),
          }),
        );
      });
      setBusy(false);
      setReview(null);
      await queryClient.invalidateQueries({ queryKey: membersKey(siteId) });
    });

  return (
    <form className="form action-group" onSubmit={check} noValidate aria-labelledby="member-adjust-title">
      <h3 id="member-adjust-title">{t('members.adjust.title')}</h3>
      <p>{t('members.adjust.intro', { balance: formatAmount(detail.balances.main, currency, i18n.language) })}</p>
      <TextField
        label={t('members.adjust.amount', { currency })}
        hint={t('members.adjust.amountHint')}
        inputMode="decimal"
        autoComplete="off"
        className="field--narrow"
        error={message(errors.amount?.message)}
        {...register('amount')}
      />
      <TextAreaField
        label={t('members.adjust.reason')}
        hint={t('members.adjust.reasonHint')}
        rows={2}
        maxLength={REASON_MAX}
        error={message(errors.reason?.message)}
        {...register('reason')}
      />
      <Status text={done} />
      <Alert text={alert} />
      <button type="submit" className="button button--primary">
        {t('members.adjust.review')}
      </button>
      {review ? (
        <Dialog title={t('members.adjust.confirmTitle')} onClose={() => setReview(null)} busy={busy}>
          <dl className="facts">
            <div>
              <dt>{t('members.account')}</dt>
              <dd>
                <code>{account}</code>
              </dd>
            </div>
            <div>
              <dt>{t('members.adjust.before')}</dt>
              <dd>{money(review.before)}</dd>
            </div>
            <div>
              <dt>{t('members.adjust.change')}</dt>
              <dd>{money(review.cents, true)}</dd>
            </div>
            <div>
              <dt>{t('members.adjust.after')}</dt>
              <dd>{money(review.after)}</dd>
            </div>
            <div>
              <dt>{t('members.adjust.reason')}</dt>
              <dd className="facts__text">{review.reason}</dd>
            </div>
          </dl>
          <p>{t('members.adjust.confirmHint')}</p>
          <div className="dialog__actions">
            <button
              type="button"
              className="button button--primary"
              disabled={busy}
              aria-busy={busy || undefined}
              onClick={() => void confirm(review)}
            >
              {t('members.adjust.confirm', { amount: money(review.cents, true) })}
            </button>
            <button type="button" className="button" disabled={busy} onClick={() => setReview(null)}>
              {t('members.adjust.back')}
            </button>
          </div>
        </Dialog>
      ) : null}
    </form>
  );
}
