// RecommendMemberSearch (spec 02 §2 recommend_award): the members this member referred, by
// (part of an) account and registration date range, RECORD_PAGE_SIZE a page, with whether each
// has made the first deposit (which earns the reward).
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecommendMember } from '@croupier/shared';
import { DateRangeFilter, Pagination, QueryStatus, RecordTable, type Column, usePage } from '@croupier/shared/records';
import { SECOND_FORMAT, formatSiteTime } from '@croupier/shared/dates';
import { NAMESPACE } from '../i18n.js';
import { useStatusLabels } from '../frame/index.js';
import { useRecordDates, useRecordLabels } from '../records-common/index.js';
import { RECORD_PAGE_SIZE } from '../constants.js';
import '../page-styles.css';
import { useRecommendMembers } from './api/recommend-members.js';

export function RecommendMemberSearchPage() {
  const { t } = useTranslation(NAMESPACE);
  const status = useStatusLabels();
  const kit = useRecordLabels();
  const headingId = useId();
  const accountId = useId();
  const dates = useRecordDates();
  const [typed, setTyped] = useState('');
  const [account, setAccount] = useState('');
  const { page, setPage } = usePage(dates.range, [account]);
  const members = useRecommendMembers({ ...dates.range, member_account: account, page, count: RECORD_PAGE_SIZE });

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAccount(typed.trim());
  };
  const columns: Column<RecommendMember>[] = [
    { key: 'member', label: t('recommend.member'), cell: (r) => r.member_account },
    {
      key: 'registered',
      label: t('recommend.registered'),
      cell: (r) => formatSiteTime(r.registered_at, dates.zone, SECOND_FORMAT),
    },
    {
      key: 'deposited',
      label: t('recommend.deposited'),
      cell: (r) => (r.has_deposited === 1 ? t('recommend.yes') : t('recommend.no')),
    },
  ];
  return (
    <section className="mfmc-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('recommend.members_title')}</h2>
      <form role="search" className="cr-filters" onSubmit={onSearch} aria-label={t('recommend.members_title')}>
        <div className="mfmc-field">
          <label htmlFor={accountId}>{t('recommend.search_account')}</label>
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
          {t('recommend.search')}
        </button>
      </form>
      <DateRangeFilter state={dates} labels={kit.range} />
      {members.isError ? (
        <QueryStatus query={members} labels={status} />
      ) : (
        <>
          <RecordTable
            labels={kit.table}
            caption={t('recommend.members_title')}
            columns={columns}
            rows={members.data?.list ?? []}
            rowKey={(r) => r.member_account}
            busy={members.isFetching}
          />
          {members.data && members.data.total_count > 0 && (
            <Pagination
              page={page}
              total={members.data.total_count}
              size={RECORD_PAGE_SIZE}
              onPage={setPage}
              labels={kit.pagination}
            />
          )}
        </>
      )}
    </section>
  );
}
