// The audit log (audit.read): filters, the entries newest first, and "Load more" for older ones
// (the api pages by next_before_id). Every value the api gives is rendered as text.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { useApi } from '../api/context.js';
import type { AuditEntry, AuditPage as AuditAnswer, Site } from '../api/types.js';
import { useSites } from '../sites/queries.js';
import { useErrorText } from '../ui/errors.js';
import { formatTime, prettyJson } from '../ui/format.js';
import { Loading } from '../ui/loading.js';
import { useMessage } from '../ui/message.js';
import { Alert } from '../ui/outcome.js';
import { usePageTitle } from '../ui/page-title.js';
import { TextField } from '../ui/text-field.js';
import { auditQuery, NO_FILTERS, type AuditFilters } from './audit-query.js';

const day = v.union([v.literal(''), v.pipe(v.string(), v.isoDate('audit.dateInvalid'))], 'audit.dateInvalid');
const schema = v.pipe(
  v.object({ site_id: v.string(), action: v.string(), operator: v.string(), from: day, to: day }),
  v.forward(
    v.partialCheck(
      [['from'], ['to']],
      (filters) => !filters.from || !filters.to || filters.from <= filters.to,
      'audit.rangeInvalid',
    ),
    ['to'],
  ),
);

export function AuditPage() {
  const { t } = useTranslation();
  usePageTitle(t('nav.audit'));
  const [filters, setFilters] = useState<AuditFilters>(NO_FILTERS);
  const sites = useSites();
  return (
    <>
      <h1>{t('audit.title')}</h1>
      <AuditFilterForm sites={sites.data ?? []} onApply={setFilters} />
      <AuditResults filters={filters} sites={sites.data ?? []} />
    </>
  );
}

function AuditFilterForm({ sites, onApply }: { sites: Site[]; onApply: (filters: AuditFilters) => void }) {
  const { t } = useTranslation();
  const message = useMessage();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<AuditFilters>({ resolver: valibotResolver(schema), criteriaMode: 'all', defaultValues: NO_FILTERS });
  return (
    <form
      className="filters"
      aria-label={t('audit.filters')}
      noValidate
      onSubmit={handleSubmit((filters) => onApply(filters))}
    >
      <div className="field">
        <label htmlFor="audit-site">{t('audit.site')}</label>
        <select id="audit-site" {...register('site_id')}>
          <option value="">{t('audit.anySite')}</option>
          {sites.map((site) => (
            <option key={site.site_id} value={site.site_id}>
              {site.site_name}
            </option>
          ))}
        </select>
      </div>
      <TextField label={t('audit.action')} autoComplete="off" spellCheck={false} {...register('action')} />
      <TextField
        label={t('audit.operator')}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        {...register('operator')}
      />
      <TextField label={t('audit.from')} type="date" error={message(errors.from?.message)} {...register('from')} />
      <TextField label={t('audit.to')} type="date" error={message(errors.to?.message)} {...register('to')} />
      <div className="filters__actions">
        <button type="submit" className="button button--primary">
          {t('audit.apply')}
        </button>
        <button
          type="button"
          className="button"
          onClick={() => {
            reset(NO_FILTERS);
            onApply(NO_FILTERS);
          }}
        >
          {t('audit.clear')}
        </button>
      </div>
    </form>
  );
}

function AuditResults({ filters, sites }: { filters: AuditFilters; sites: Site[] }) {
  const { t } = useTranslation();
  const api = useApi();
  const errorText = useErrorText();
  const log = useInfiniteQuery({
    queryKey: ['audit', filters],
    queryFn: ({ pageParam }) => api.get<AuditAnswer>('/audit', auditQuery(filters, pageParam)),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.next_before_id,
  });
  const siteNames = new Map(sites.map((site) => [site.site_id, site.site_name]));

  if (log.isPending) return <Loading />;
  if (log.isLoadingError) return <Alert text={errorText(log.error)} />;
  const entries = log.data.pages.flatMap((page) => page.items);
  return (
    // The table's scrolling box is the region its heading names: one landmark of that name.
    <section>
      <h2 id="audit-results-title">{t('audit.entries')}</h2>
      {entries.length === 0 ? (
        <p>{t('audit.empty')}</p>
      ) : (
        <div className="table-scroll" role="region" aria-labelledby="audit-results-title" tabIndex={0}>
          <table className="table table--audit">
            <thead>
              <tr>
                <th scope="col">{t('audit.when')}</th>
                <th scope="col">{t('audit.who')}</th>
                <th scope="col">{t('audit.site')}</th>
                <th scope="col">{t('audit.action')}</th>
                <th scope="col">{t('audit.target')}</th>
                <th scope="col">{t('audit.change')}</th>
                <th scope="col">{t('audit.address')}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <AuditRow key={entry.id} entry={entry} siteNames={siteNames} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {log.isError ? <Alert text={errorText(log.error)} /> : null}
      {log.hasNextPage ? (
        <button
          type="button"
          className="button"
          aria-busy={log.isFetchingNextPage || undefined}
          onClick={() => {
            if (!log.isFetchingNextPage) void log.fetchNextPage();
          }}
        >
          {log.isFetchingNextPage ? t('common.loading') : t('audit.loadMore')}
        </button>
      ) : null}
    </section>
  );
}

function AuditRow({ entry, siteNames }: { entry: AuditEntry; siteNames: Map<string, string> }) {
  const { t, i18n } = useTranslation();
  return (
    <tr>
      <td>
        <time dateTime={new Date(entry.at).toISOString()}>{formatTime(entry.at, i18n.language)}</time>
      </td>
      <td>
        <code>{entry.operator_account}</code>
      </td>
      <td>{entry.site_id === null ? t('audit.noSite') : (siteNames.get(entry.site_id) ?? entry.site_id)}</td>
      <td>
        <code>{entry.action}</code>
      </td>
      <td>{entry.target ?? t('audit.noTarget')}</td>
      <td>
        <div className="audit-change">
          <div>
            <span className="audit-change__label">{t('audit.before')}</span>
            <pre>{prettyJson(entry.before)}</pre>
          </div>
          <span className="audit-change__arrow" aria-hidden="true" />
          <div>
            <span className="audit-change__label">{t('audit.after')}</span>
            <pre>{prettyJson(entry.after)}</pre>
          </div>
        </div>
      </td>
      <td>
        <code>{entry.address}</code>
      </td>
    </tr>
  );
}
