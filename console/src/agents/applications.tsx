// The site's applications to become an agent, pending first, each with what the applicant typed
// (rendered as text: a name or message holding markup shows as those characters), and for a
// pending one with agents.decide, approve or decline with a reason.
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../api/context.js';
import { useErrorText } from '../ui/errors.js';
import { formatTime } from '../ui/format.js';
import { Loading } from '../ui/loading.js';
import { Alert, Status } from '../ui/outcome.js';
import { ReasonForm } from '../ui/reason-form.js';
import { SelectField } from '../ui/select-field.js';
import { agentsPath, applicationsKey, useApplications } from './queries.js';
import { APPLICATION_STATUSES, type AgentApplicationView, type ApplicationStatus } from './types.js';

export function Applications({ siteId, canDecide }: { siteId: string; canDecide: boolean }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [status, setStatus] = useState<ApplicationStatus | ''>('');
  const [done, setDone] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // The decided card loses its form (or leaves the list): focus goes to the section, the status says what happened.
  const decided = (text: string) => {
    setDone(text);
    heading.current?.focus();
  };
  const applications = useApplications(siteId, status);
  const items = applications.data?.pages.flatMap((page) => page.items) ?? [];
  const total = applications.data?.pages.at(-1)?.total ?? 0;

  return (
    <section aria-labelledby="agents-applications-title">
      <h2 id="agents-applications-title" ref={heading} tabIndex={-1}>
        {t('agents.applications.title')}
      </h2>
      <SelectField
        label={t('agents.applications.show')}
        className="field--narrow"
        value={status}
        onChange={(event) => setStatus(event.target.value as ApplicationStatus | '')}
      >
        <option value="">{t('agents.applications.everyStatus')}</option>
        {APPLICATION_STATUSES.map((choice) => (
          <option key={choice} value={choice}>
            {t(`agents.applications.statuses.${choice}`)}
          </option>
        ))}
      </SelectField>
      <Status text={done} />
      {applications.isPending ? (
        <Loading />
      ) : applications.isLoadingError ? (
        <Alert text={errorText(applications.error)} />
      ) : items.length === 0 ? (
        <p>{t('agents.applications.empty')}</p>
      ) : (
        <>
          <p>{t('agents.applications.count', { shown: items.length, total })}</p>
          <ul className="desk-cards">
            {items.map((application) => (
              <li key={application.id}>
                <ApplicationCard siteId={siteId} application={application} canDecide={canDecide} onDecided={decided} />
              </li>
            ))}
          </ul>
          {applications.hasNextPage ? (
            <button
              type="button"
              className="button"
              disabled={applications.isFetchingNextPage}
              onClick={() => void applications.fetchNextPage()}
            >
              {t('agents.applications.more')}
            </button>
          ) : null}
          {applications.isFetchNextPageError ? <Alert text={errorText(applications.error)} /> : null}
        </>
      )}
    </section>
  );
}

function ApplicationCard({
  siteId,
  application,
  canDecide,
  onDecided,
}: {
  siteId: string;
  application: AgentApplicationView;
  canDecide: boolean;
  onDecided: (text: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const id = useId();
  const account = application.member_account;

  const decide = async (choice: 'approve' | 'decline', reason: string) => {
    await api.post(`${agentsPath(siteId)}/applications/${application.id}/decision`, {
      approve: choice === 'approve',
      reason,
    });
    const done = choice === 'approve' ? 'agents.applications.approvedDone' : 'agents.applications.declinedDone';
    onDecided(t(done, { account }));
    await queryClient.invalidateQueries({ queryKey: applicationsKey(siteId) });
  };

  return (
    <article className="desk-card" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="desk-card__title">
        <code>{account}</code>{' '}
        <span className={`desk-badge desk-badge--${application.status}`}>
          {t(`agents.applications.statuses.${application.status}`)}
        </span>
      </h3>
      <dl className="desk-facts">
        <div>
          <dt>{t('agents.applications.contactName')}</dt>
          <dd>{application.contact_name}</dd>
        </div>
        <div>
          <dt>{t('agents.applications.contactPhone')}</dt>
          <dd>{application.contact_phone}</dd>
        </div>
        <div>
          <dt>{t('agents.applications.contactEmail')}</dt>
          <dd>{application.contact_email}</dd>
        </div>
        <div>
          <dt>{t('agents.applications.filed')}</dt>
          <dd>{formatTime(application.created_at, i18n.language)}</dd>
        </div>
        {application.decided_at !== null ? (
          <div>
            <dt>{t('agents.applications.decided')}</dt>
            <dd>{formatTime(application.decided_at, i18n.language)}</dd>
          </div>
        ) : null}
        <div className="desk-facts__wide">
          <dt>{t('agents.applications.message')}</dt>
          <dd className="desk-typed">{application.message || t('agents.applications.noMessage')}</dd>
        </div>
      </dl>
      {canDecide && application.status === 'pending' ? (
        <ReasonForm
          name={t('agents.applications.decideOn', { account })}
          label={t('agents.applications.reason')}
          hint={t('agents.applications.reasonHint')}
          requiredKey="agents.reasonRequired"
          choices={[
            { value: 'approve', label: t('agents.applications.approve'), primary: true },
            { value: 'decline', label: t('agents.applications.decline') },
          ]}
          onDecide={decide}
        />
      ) : null}
    </article>
  );
}
