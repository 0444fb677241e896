// DownlineInfo (spec 02 §2): the direct members and sub-agents of the agent — or of a
// sub-agent opened from its row (?agent=<id>, breadcrumb back) — with account, level, registration,
// last login, status, main balance and downline count; search by account, registration dates,
// AGENT_PAGE_SIZE rows a page.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLinkClick, type DownlineMember } from '@croupier/shared';
import {
  DateRangeFilter,
  Pagination,
  QueryStatus,
  RecordTable,
  useDateRange,
  usePage,
  type Column,
} from '@croupier/shared/records';
import { formatSiteTime } from '@croupier/shared/dates';
import { AGENT_PAGE_SIZE } from '../constants.js';
import { NAMESPACE } from '../i18n.js';
import { useLevelName } from '../levels/index.js';
import { DOWNLINE_DATE_PRESETS, useAgentMoney, useRecordLabels } from '../records/index.js';
import { useDownline } from './api/downline.js';
import { DownlineBreadcrumb } from './downline-breadcrumb.js';
import { useDownlineAgent } from './use-downline-agent.js';

export function DownlineInfoPage() {
  const { t } = useTranslation(NAMESPACE);
  const onLink = useLinkClick();
  const kit = useRecordLabels();
  const levelName = useLevelName();
  const money = useAgentMoney();
  const accountId = useId();
  const { agentId, hrefFor } = useDownlineAgent();
  const dates = useDateRange({ presets: DOWNLINE_DATE_PRESETS, initial: 'all' });
  const [typed, setTyped] = useState('');
  const [account, setAccount] = useState('');
  // An account searched for belongs to the level it was typed on: opening a sub-agent's downline
  // (or going back) shows that level whole, not filtered by it.
  const [searchLevel, setSearchLevel] = useState(agentId);
  if (searchLevel !== agentId) {
    setSearchLevel(agentId);
    setTyped('');
    setAccount('');
  }
  const { page, setPage } = usePage(dates.range, [account, agentId]);
  const downline = useDownline({
    ...dates.range,
    agent_id: agentId,
    member_account: account,
    page,
    count: AGENT_PAGE_SIZE,
  });

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAccount(typed.trim());
  };
  const columns: Column<DownlineMember>[] = [
    { key: 'account', label: t('downline.account'), cell: (m) => m.member_account },
    {
      key: 'level',
      label: t('downline.level'),
      cell: (m) => (m.is_agent ? levelName(m.agent_level) : t('downline.member')),
    },
    { key: 'registered', label: t('downline.registered'), cell: (m) => formatSiteTime(m.registered_at, dates.zone) },
    {
      key: 'last_login',
      label: t('downline.last_login'),
      cell: (m) => (m.last_login_at === null ? t('downline.never') : formatSiteTime(m.last_login_at, dates.zone)),
    },
    {
      key: 'status',
      label: t('downline.status'),
      cell: (m) => <span className={`mfpr-status--${m.status}`}>{t(`downline.status_${m.status}`)}</span>,
    },
    { key: 'balance', label: t('downline.main_balance'), numeric: true, cell: (m) => money(m.main_balance) },
    {
      key: 'downline',
      label: t('downline.downline_count'),
      numeric: true,
      cell: (m) =>
        m.is_agent ? (
          <a
            href={hrefFor(m.id)}
            aria-label={t('downline.open_downline', { account: m.member_account, count: m.downline_count })}
            onClick={(e) => onLink(e, hrefFor(m.id))}
          >
            {t('downline.view_downline', { count: m.downline_count })}
          </a>
        ) : (
          m.downline_count
        ),
    },
  ];
  const data = downline.data;

  return (
    <div className="mfpr-panel">
      {data && <DownlineBreadcrumb path={data.path} hrefFor={hrefFor} />}
      <form role="search" className="cr-filters mfpr-search" onSubmit={onSearch} aria-label={t('downline.search')}>
        <div className="cr-field">
          <label htmlFor={accountId}>{t('downline.search_account')}</label>
          <input
            id={accountId}
            className="cr-input"
            type="search"
            maxLength={64}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
          />
        </div>
        <button type="submit" className="cr-button cr-button--primary">
          {t('downline.search_button')}
        </button>
      </form>
      <DateRangeFilter
        state={dates}
        labels={{ ...kit.range, group: t('downline.registered_range'), invalid: t('downline.err_range') }}
      />
      {downline.isError || !data ? (
        <QueryStatus query={downline} labels={kit.status} message={kit.failure(downline.error)} />
      ) : (
        <>
          <RecordTable
            caption={t('downline.title')}
            columns={columns}
            rows={data.list}
            rowKey={(m) => m.id}
            busy={downline.isFetching}
            labels={{ ...kit.table, empty: t('downline.empty') }}
          />
          {data.total_count > 0 && (
            <Pagination
              page={page}
              total={data.total_count}
              size={AGENT_PAGE_SIZE}
              onPage={setPage}
              labels={kit.pagination}
            />
          )}
        </>
      )}
    </div>
  );
}
