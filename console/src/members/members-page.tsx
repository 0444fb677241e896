// Members (members.read): a site's members by part of their account, real name, phone or e-mail,
// newest first; `account` in the address shows one member (member-view.tsx). What a member typed
// (names, contacts) is rendered as text by React, never as markup.
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import type { MemberSummary, Site } from '../api/types.js';
import { useErrorText } from '../ui/errors.js';
import { formatTime } from '../ui/format.js';
import { LoadMore } from '../ui/load-more.js';
import { Loading } from '../ui/loading.js';
import { Alert } from '../ui/outcome.js';
import { usePageTitle } from '../ui/page-title.js';
import { SiteChoice, useChosenSite } from '../ui/site-choice.js';
import { TextField } from '../ui/text-field.js';
import { MemberView } from './member-view.js';
import { memberPath, membersParams } from './paths.js';
import { useMemberSearch } from './queries.js';

/** The longest search the api takes. */
const QUERY_MAX = 100;

export function MembersPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { sites, chosen, choose } = useChosenSite();
  const [params] = useSearchParams();
  const account = params.get('account');
  const q = params.get('q') ?? '';
  usePageTitle(account ?? t('nav.members'));

  if (sites.isPending) return <Loading />;
  if (sites.isError) return <Alert text={errorText(sites.error)} />;
  if (chosen && account)
    return <MemberView key={`${chosen.site_id}/${account}`} site={chosen} account={account} q={q} />;
  return (
    <>
      <h1>{t('members.title')}</h1>
      {!chosen ? (
        <p>{t('members.noSites')}</p>
      ) : (
        <>
          <SiteChoice label={t('members.site')} sites={sites.data} chosen={chosen} onChoose={choose} />
          <SearchForm key={`${chosen.site_id}/${q}`} site={chosen} q={q} />
          <SearchResults key={chosen.site_id} site={chosen} q={q} />
        </>
      )}
    </>
  );
}

function SearchForm({ site, q }: { site: Site; q: string }) {
  const { t } = useTranslation();
  const [, setParams] = useSearchParams();
  const { register, handleSubmit } = useForm({ defaultValues: { q } });
  return (
    <form
      role="search"
      className="search"
      aria-label={t('members.searchLabel')}
      noValidate
      onSubmit={handleSubmit((values) => setParams(membersParams(site.site_id, values.q.trim())))}
    >
      <TextField
        label={t('members.search')}
        hint={t('members.searchHint')}
        type="search"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={QUERY_MAX}
        {...register('q')}
      />
      <button type="submit" className="button button--primary">
        {t('members.searchSubmit')}
      </button>
    </form>
  );
}

function SearchResults({ site, q }: { site: Site; q: string }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const results = useMemberSearch(site.site_id, q);
  const id = useId();
  const title = q ? t('members.resultsFor', { q }) : t('members.newest');
  return (
    <section>
      <h2 id={`${id}-title`}>{title}</h2>
      {results.isPending ? (
        <Loading />
      ) : results.isLoadingError ? (
        <Alert text={errorText(results.error)} />
      ) : results.data.pages[0]?.items.length === 0 ? (
        <p>{q ? t('members.noMatch') : t('members.none')}</p>
      ) : (
        <>
          <div className="table-scroll" role="region" aria-labelledby={`${id}-title`} tabIndex={0}>
            <table className="table">
              <caption className="visually-hidden">{title}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('members.account')}</th>
                  <th scope="col">{t('members.name')}</th>
                  <th scope="col">{t('members.phone')}</th>
                  <th scope="col">{t('members.email')}</th>
                  <th scope="col">{t('members.currency')}</th>
                  <th scope="col">{t('members.status')}</th>
                  <th scope="col">{t('members.created')}</th>
                  <th scope="col">{t('members.lastLogin')}</th>
                </tr>
              </thead>
              <tbody>
                {results.data.pages
                  .flatMap((page) => page.items)
                  .map((member) => (
                    <MemberRow key={member.id} member={member} siteId={site.site_id} q={q} />
                  ))}
              </tbody>
            </table>
          </div>
          {results.isError ? <Alert text={errorText(results.error)} /> : null}
          <LoadMore list={results} label={t('members.loadMore')} />
        </>
      )}
    </section>
  );
}

function MemberRow({ member, siteId, q }: { member: MemberSummary; siteId: string; q: string }) {
  const { t, i18n } = useTranslation();
  return (
    <tr>
      <th scope="row">
        <Link to={memberPath(siteId, member.member_account, q)}>
          <code>{member.member_account}</code>
        </Link>
        {member.is_agent ? <span className="table__sub">{t('members.agent')}</span> : null}
      </th>
      <td>{member.member_name || t('members.empty')}</td>
      <td>{member.member_phone || t('members.empty')}</td>
      <td>{member.member_email || t('members.empty')}</td>
      <td>{member.member_currency}</td>
      <td>{t(`members.statuses.${member.status}`)}</td>
      <td>{formatTime(member.created_at, i18n.language)}</td>
      <td>
        {member.last_login_at === null ? t('members.neverSignedIn') : formatTime(member.last_login_at, i18n.language)}
      </td>
    </tr>
  );
}
