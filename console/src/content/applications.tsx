// Promotion reviews: the members' applications waiting for a decision (oldest first), each approved
// (an apply-type promotion with a bonus pays it) or declined with a reason kept in the audit log.
// The member's account is what the member typed: React renders it as text, never as markup.
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../api/context.js';
import { useErrorText } from '../ui/errors.js';
import { Status } from '../ui/outcome.js';
import { ReasonForm } from '../ui/reason-form.js';
import { ListState, textIn, type SectionProps } from './fields.js';
import { sitePath, useContentList, useRefetch } from './queries.js';
import type { Decision, PendingApplication } from './types.js';

export function Applications({ siteId }: SectionProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const list = useContentList(siteId, 'promotions/applications');
  const [done, setDone] = useState<string | null>(null);
  const heading = useRef<HTMLParagraphElement>(null);
  // The decided card leaves the list: focus goes to the status line's place, which says what happened.
  const decided = (text: string) => {
    setDone(text);
    heading.current?.focus();
  };

  return (
    <>
      <p ref={heading} tabIndex={-1}>
        {t('content.applications.intro')}
      </p>
      <Status text={done} />
      <ListState pending={list.isPending} error={list.isError ? errorText(list.error) : null} />
      {list.data ? (
        list.data.items.length === 0 ? (
          <p>{t('content.applications.empty')}</p>
        ) : (
          <ul className="desk-cards">
            {list.data.items.map((application) => (
              <li key={application.id}>
                <ApplicationCard siteId={siteId} application={application} onDecided={decided} />
              </li>
            ))}
          </ul>
        )
      ) : null}
    </>
  );
}

function ApplicationCard({
  siteId,
  application,
  onDecided,
}: {
  siteId: string;
  application: PendingApplication;
  onDecided: (text: string) => void;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const refetch = useRefetch(siteId);
  const id = useId();
  const account = application.member_account;
  const promotion = textIn(application.promotion_title) || `#${application.promotion_id}`;

  const decide = async (choice: Decision['status'], reason: string) => {
    const body: Decision = { member_account: account, promotion_id: application.promotion_id, status: choice, reason };
    const answer = await api.post<{ status: string; bonus: string }>(sitePath(siteId, 'promotions/decide'), body);
    onDecided(
      choice === 'approved'
        ? t('content.applications.approved', { account, promotion, bonus: answer.bonus })
        : t('content.applications.declined', { account, promotion }),
    );
    await refetch('promotions/applications');
  };

  return (
    <article className="desk-card" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="desk-card__title">
        {t('content.applications.cardTitle', { account, promotion })}
      </h3>
      <dl className="desk-facts">
        <div>
          <dt>{t('content.applications.member')}</dt>
          <dd>
            <code>{account}</code>
          </dd>
        </div>
        <div>
          <dt>{t('content.applications.promotion')}</dt>
          <dd>{promotion}</dd>
        </div>
        <div>
          <dt>{t('content.applications.bonus')}</dt>
          <dd>
            {t('content.applications.amount', { amount: application.bonus, currency: application.member_currency })}
          </dd>
        </div>
        <div>
          <dt>{t('content.applications.applied')}</dt>
          <dd>{application.applied_at}</dd>
        </div>
      </dl>
      <ReasonForm
        name={t('content.applications.decisionOf', { account, promotion })}
        label={t('content.applications.reason')}
        hint={t('content.applications.reasonHint')}
        requiredKey="content.applications.reasonRequired"
        choices={[
          { value: 'approved', label: t('content.applications.approve'), primary: true },
          { value: 'rejected', label: t('content.applications.decline') },
        ]}
        onDecide={decide}
      />
    </article>
  );
}
