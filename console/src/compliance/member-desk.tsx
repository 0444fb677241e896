// A member's responsible-gaming state and, with compliance.decide, the decisions on it: waiting
// changes (all of them or one) applied now or declined, and the exclusions in force ended early.
// Each needs a reason; where the site's RG_EARLY_END forbids an early end the api answers 409,
// and its words are shown.
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../api/context.js';
import { AccountLookup } from '../ui/account-lookup.js';
import { useRefusalText } from '../ui/api-refusal.js';
import { CaptionedTable } from '../ui/captioned-table.js';
import { formatTime } from '../ui/format.js';
import { Loading } from '../ui/loading.js';
import { formatAmount } from '../ui/money.js';
import { Alert, Status } from '../ui/outcome.js';
import { ReasonForm } from '../ui/reason-form.js';
import { SelectField } from '../ui/select-field.js';
import { complianceKey, memberPath, useMemberState } from './queries.js';
import { useExclusionText, useLimitValue, useWaitingText } from './texts.js';
import type { MemberRgState, RgSubject } from './types.js';

export function MemberDesk({
  siteId,
  account,
  onAccount,
  canDecide,
  headingRef,
}: {
  siteId: string;
  account: string | null;
  onAccount: (account: string) => void;
  canDecide: boolean;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const { t } = useTranslation();

  return (
    <section aria-labelledby="compliance-member-title">
      <h2 id="compliance-member-title" ref={headingRef} tabIndex={-1}>
        {t('compliance.member.title')}
      </h2>
      {/* A member looked up from a list: the field says whom the state below is of. */}
      <AccountLookup
        label={t('compliance.member.lookup')}
        field={t('compliance.member.account')}
        submit={t('compliance.member.show')}
        required="compliance.member.accountRequired"
        shown={account}
        onAccount={onAccount}
      />
      {account === null ? null : <MemberState key={account} siteId={siteId} account={account} canDecide={canDecide} />}
    </section>
  );
}

function MemberState({ siteId, account, canDecide }: { siteId: string; account: string; canDecide: boolean }) {
  const { t, i18n } = useTranslation();
  const refusal = useRefusalText();
  const limitValue = useLimitValue();
  const waitingText = useWaitingText();
  const exclusionText = useExclusionText();
  const [done, setDone] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // A decision may take its own form away (nothing waits any more): the focus goes to the member.
  const decided = (text: string) => {
    setDone(text);
    heading.current?.focus();
  };
  const state = useMemberState(siteId, account);

  if (state.isPending) return <Loading />;
  if (state.isError) return <Alert text={refusal(state.error)} />;
  const member = state.data;
  const { currency } = member;
  const waiting: RgSubject[] = [
    ...member.limits.filter((limit) => limit.pending).map((limit) => `${limit.kind}_${limit.period}` as const),
    ...(member.session.pending ? (['session'] as const) : []),
  ];
  const inForce = member.exclusions.filter((exclusion) => exclusion.in_force);

  return (
    <div>
      <h3 ref={heading} tabIndex={-1}>
        {t('compliance.member.stateOf', { account: member.member_account })}
      </h3>
      <Status text={done} />
      <dl className="desk-facts">
        <div>
          <dt>{t('compliance.member.currency')}</dt>
          <dd>{currency}</dd>
        </div>
        <div>
          <dt>{t('compliance.member.sessionLimit')}</dt>
          <dd>
            {limitValue('session', member.session.limit_minutes)}
            {member.session.pending ? (
              <span className="desk-facts__note"> {waitingText('session', member.session.pending)}</span>
            ) : null}
          </dd>
        </div>
        <div>
          <dt>{t('compliance.member.realityCheck')}</dt>
          <dd>
            {member.reality_check.interval_minutes === null
              ? t('compliance.member.realityCheckOff')
              : t('compliance.member.realityCheckEvery', { count: member.reality_check.interval_minutes })}
          </dd>
        </div>
        <div>
          <dt>{t('compliance.member.earlyEnd')}</dt>
          <dd>{t(`compliance.policies.${member.early_end}`)}</dd>
        </div>
      </dl>

      <CaptionedTable id="compliance-limits-title" caption={t('compliance.member.limits')} captionClass="desk-caption">
        <thead>
          <tr>
            <th scope="col">{t('compliance.member.limit')}</th>
            <th scope="col">{t('compliance.member.inForce')}</th>
            <th scope="col">{t('compliance.member.used')}</th>
            <th scope="col">{t('compliance.member.remaining')}</th>
            <th scope="col">{t('compliance.member.waiting')}</th>
          </tr>
        </thead>
        <tbody>
          {member.limits.map((limit) => {
            const subject = `${limit.kind}_${limit.period}` as const;
            return (
              <tr key={subject}>
                <th scope="row">{t(`compliance.subjects.${subject}`)}</th>
                <td>{limitValue(subject, limit.amount, currency)}</td>
                <td>{formatAmount(limit.used, currency, i18n.language)}</td>
                <td>
                  {limit.remaining === null
                    ? t('compliance.noLimit')
                    : formatAmount(limit.remaining, currency, i18n.language)}
                </td>
                <td>{waitingText(subject, limit.pending, currency)}</td>
              </tr>
            );
          })}
        </tbody>
      </CaptionedTable>

      <CaptionedTable
        id="compliance-member-exclusions-title"
        caption={t('compliance.member.exclusions')}
        captionClass="desk-caption"
      >
        <thead>
          <tr>
            <th scope="col">{t('compliance.exclusion')}</th>
            <th scope="col">{t('compliance.started')}</th>
            <th scope="col">{t('compliance.until')}</th>
            <th scope="col">{t('compliance.member.exclusionState')}</th>
          </tr>
        </thead>
        <tbody>
          {member.exclusions.length === 0 ? (
            <tr>
              <td colSpan={4}>{t('compliance.member.noExclusions')}</td>
            </tr>
          ) : (
            member.exclusions.map((exclusion) => (
              <tr key={exclusion.id}>
                <th scope="row">{exclusionText(exclusion.kind, exclusion.period)}</th>
                <td>{formatTime(exclusion.started_at, i18n.language)}</td>
                <td>{formatTime(exclusion.until, i18n.language)}</td>
                <td>{exclusion.in_force ? t('compliance.member.inForceNow') : t('compliance.member.over')}</td>
              </tr>
            ))
          )}
        </tbody>
      </CaptionedTable>

      {canDecide && waiting.length > 0 ? (
        <WaitingDecision siteId={siteId} member={member} waiting={waiting} onDone={decided} />
      ) : null}
      {canDecide && inForce.length > 0 ? <EndExclusions siteId={siteId} member={member} onDone={decided} /> : null}
    </div>
  );
}

function WaitingDecision({
  siteId,
  member,
  waiting,
  onDone,
}: {
  siteId: string;
  member: MemberRgState;
  waiting: RgSubject[];
  onDone: (text: string) => void;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const [subject, setSubject] = useState<RgSubject | ''>('');
  const account = member.member_account;

  const decide = async (choice: 'apply' | 'decline', reason: string) => {
    const answer = await api.post<{ applied?: number; declined?: number }>(
      `${memberPath(siteId, account)}/raises/${choice}`,
      subject ? { reason, subject } : { reason },
    );
    onDone(
      choice === 'apply'
        ? t('compliance.member.appliedDone', { count: answer.applied ?? 0, account })
        : t('compliance.member.declinedDone', { count: answer.declined ?? 0, account }),
    );
    setSubject('');
    await queryClient.invalidateQueries({ queryKey: complianceKey(siteId) });
  };

  return (
    <section aria-labelledby="compliance-waiting-title">
      <h4 id="compliance-waiting-title">{t('compliance.member.waitingTitle')}</h4>
      <p>{t('compliance.member.waitingIntro')}</p>
      <ReasonForm
        name={t('compliance.member.waitingTitle')}
        label={t('compliance.reason')}
        hint={t('compliance.reasonHint')}
        requiredKey="compliance.reasonRequired"
        choices={[
          { value: 'apply', label: t('compliance.member.applyNow'), primary: true },
          { value: 'decline', label: t('compliance.member.decline') },
        ]}
        onDecide={decide}
      >
        <SelectField
          label={t('compliance.member.which')}
          className="field--narrow"
          value={subject}
          onChange={(event) => setSubject(event.target.value as RgSubject | '')}
        >
          <option value="">{t('compliance.member.everyWaiting')}</option>
          {waiting.map((choice) => (
            <option key={choice} value={choice}>
              {t(`compliance.subjects.${choice}`)}
            </option>
          ))}
        </SelectField>
      </ReasonForm>
    </section>
  );
}

function EndExclusions({
  siteId,
  member,
  onDone,
}: {
  siteId: string;
  member: MemberRgState;
  onDone: (text: string) => void;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const account = member.member_account;

  const end = async (_choice: 'end', reason: string) => {
    const answer = await api.post<{ ended: number }>(`${memberPath(siteId, account)}/exclusions/end`, { reason });
    onDone(t('compliance.member.endedDone', { count: answer.ended, account }));
    await queryClient.invalidateQueries({ queryKey: complianceKey(siteId) });
  };

  return (
    <section aria-labelledby="compliance-end-title">
      <h4 id="compliance-end-title">{t('compliance.member.endTitle')}</h4>
      <p>{t(`compliance.member.endIntro.${member.early_end}`)}</p>
      <ReasonForm
        name={t('compliance.member.endTitle')}
        label={t('compliance.reason')}
        hint={t('compliance.reasonHint')}
        requiredKey="compliance.reasonRequired"
        choices={[{ value: 'end', label: t('compliance.member.endNow'), primary: true }]}
        onDecide={end}
      />
    </section>
  );
}
