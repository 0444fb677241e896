// Releases (releases.read): for a site of the operator's, what each remote serves (stable, canary
// and its share, revision, the health the visitors reported) and the latest changes; per remote,
// its registered releases and, with releases.change, the forms that change what is live and make
// override links (release-forms.tsx).
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { LiveEntry, ReleaseChange, Site } from '../api/types.js';
import { useCan } from '../session/session.js';
import { useSites } from '../sites/queries.js';
import { useErrorText } from '../ui/errors.js';
import { formatTime } from '../ui/format.js';
import { Loading } from '../ui/loading.js';
import { Alert } from '../ui/outcome.js';
import { usePageTitle } from '../ui/page-title.js';
import { SelectField } from '../ui/select-field.js';
import { useLiveMap, useReleases } from './queries.js';
import { ChangeForm, OverrideForm } from './release-forms.js';
import { useChangeLines, useHealthText } from './texts.js';

export function ReleasesPage() {
  const { t } = useTranslation();
  usePageTitle(t('nav.releases'));
  const errorText = useErrorText();
  const can = useCan();
  const sites = useSites();
  const [params, setParams] = useSearchParams();
  const editable = can('releases.change');
  const chosen = sites.data?.find((site) => site.site_id === params.get('site')) ?? sites.data?.[0] ?? null;

  return (
    <>
      <h1>{t('releases.title')}</h1>
      <p>{editable ? t('releases.introEditable') : t('releases.introReadOnly')}</p>
      {sites.isPending ? (
        <Loading />
      ) : sites.isError ? (
        <Alert text={errorText(sites.error)} />
      ) : !chosen ? (
        <p>{t('releases.noSites')}</p>
      ) : (
        <>
          <SelectField
            label={t('releases.site')}
            className="field--narrow"
            value={chosen.site_id}
            onChange={(event) => setParams({ site: event.target.value }, { replace: true })}
          >
            {sites.data.map((site) => (
              <option key={site.site_id} value={site.site_id}>
                {site.site_name}
              </option>
            ))}
          </SelectField>
          <SiteReleases key={chosen.site_id} site={chosen} editable={editable} />
        </>
      )}
    </>
  );
}

function SiteReleases({ site, editable }: { site: Site; editable: boolean }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const map = useLiveMap(site.site_id);
  if (map.isPending) return <Loading />;
  if (map.isError) return <Alert text={errorText(map.error)} />;
  // The site's modules, then any remote the map holds that the site no longer lists.
  const entries = new Map(map.data.modules.map((entry) => [entry.module, entry]));
  const modules = [...new Set([...site.modules.map((module) => module.name), ...entries.keys()])];
  return (
    <>
      <section aria-labelledby="releases-live-title">
        <h2 id="releases-live-title">{t('releases.liveTitle', { site: site.site_name })}</h2>
        {modules.length === 0 ? (
          <p>{t('releases.noRemotes')}</p>
        ) : (
          <ul className="remote-list">
            {modules.map((module) => (
              <li key={module}>
                <RemoteCard
                  siteId={site.site_id}
                  module={module}
                  entry={entries.get(module) ?? null}
                  editable={editable}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
      <ChangeList changes={map.data.changes} />
    </>
  );
}

function RemoteCard({
  siteId,
  module,
  entry,
  editable,
}: {
  siteId: string;
  module: string;
  entry: LiveEntry | null;
  editable: boolean;
}) {
  const { t, i18n } = useTranslation();
  const health = useHealthText();
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <article className="remote" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="remote__title">
        <code>{module}</code>
      </h3>
      {entry ? (
        <dl className="remote__live">
          <div>
            <dt>{t('releases.stable')}</dt>
            <dd>
              <code>{entry.stable}</code>
              <span className="remote__health">{health(entry.stable_health)}</span>
            </dd>
          </div>
          <div>
            <dt>{t('releases.canary')}</dt>
            <dd>
              {entry.canary === null ? (
                t('releases.noCanary')
              ) : (
                <>
                  {t('releases.canaryShare', { version: entry.canary, percent: entry.canary_percent })}
                  {entry.canary_health ? <span className="remote__health">{health(entry.canary_health)}</span> : null}
                </>
              )}
            </dd>
          </div>
          <div>
            <dt>{t('releases.revision')}</dt>
            <dd>{entry.revision}</dd>
          </div>
          <div>
            <dt>{t('releases.updated')}</dt>
            <dd>
              <time dateTime={new Date(entry.updated_at).toISOString()}>
                {formatTime(entry.updated_at, i18n.language)}
              </time>
            </dd>
          </div>
        </dl>
      ) : (
        <p>{t('releases.notPlaced')}</p>
      )}
      <button
        type="button"
        className="button"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        aria-label={t('releases.openLabel', { module })}
        onClick={() => setOpen((value) => !value)}
      >
        {t('releases.open')}
      </button>
      <div id={`${id}-panel`} className="remote__panel" hidden={!open}>
        {open ? (
          <>
            <ReleaseList module={module} entry={entry} />
            {editable ? (
              <>
                <ChangeForm siteId={siteId} module={module} entry={entry} />
                <OverrideForm siteId={siteId} module={module} />
              </>
            ) : null}
          </>
        ) : null}
      </div>
    </article>
  );
}

function ReleaseList({ module, entry }: { module: string; entry: LiveEntry | null }) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const releases = useReleases(module);
  const id = useId();
  const liveAs = (version: string) =>
    version === entry?.stable
      ? t('releases.liveStable')
      : version === entry?.canary
        ? t('releases.liveCanary', { percent: entry.canary_percent })
        : t('releases.notLive');
  return (
    // The table's scrolling box is the region the heading names (one landmark, not two).
    <section>
      <h4 id={`${id}-title`}>{t('releases.registeredTitle')}</h4>
      {releases.isPending ? (
        <Loading />
      ) : releases.isError ? (
        <Alert text={errorText(releases.error)} />
      ) : releases.data.length === 0 ? (
        <p>{t('releases.registeredEmpty')}</p>
      ) : (
        <div className="table-scroll" role="region" aria-labelledby={`${id}-title`} tabIndex={0}>
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{t('releases.version')}</th>
                <th scope="col">{t('releases.live')}</th>
                <th scope="col">{t('releases.registeredBy')}</th>
                <th scope="col">{t('releases.registeredAt')}</th>
              </tr>
            </thead>
            <tbody>
              {releases.data.map((release) => (
                <tr key={release.version}>
                  <th scope="row">
                    <code>{release.version}</code>
                  </th>
                  <td>{liveAs(release.version)}</td>
                  <td>
                    <code>{release.registered_by}</code>
                  </td>
                  <td>{formatTime(release.registered_at, i18n.language)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function ChangeList({ changes }: { changes: ReleaseChange[] }) {
  const { t, i18n } = useTranslation();
  const lines = useChangeLines();
  return (
    <section>
      <h2 id="releases-changes-title">{t('releases.changesTitle')}</h2>
      {changes.length === 0 ? (
        <p>{t('releases.changesEmpty')}</p>
      ) : (
        <div className="table-scroll" role="region" aria-labelledby="releases-changes-title" tabIndex={0}>
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{t('releases.when')}</th>
                <th scope="col">{t('releases.who')}</th>
                <th scope="col">{t('releases.remote')}</th>
                <th scope="col">{t('releases.action')}</th>
                <th scope="col">{t('releases.change')}</th>
                <th scope="col">{t('releases.reason')}</th>
              </tr>
            </thead>
            <tbody>
              {changes.map((change) => (
                <tr key={change.id}>
                  <td>
                    <time dateTime={new Date(change.at).toISOString()}>{formatTime(change.at, i18n.language)}</time>
                  </td>
                  <td>
                    <code>{change.actor}</code>
                  </td>
                  <td>
                    <code>{change.module}</code>
                  </td>
                  <td>{t(`releases.actions.${change.action}`)}</td>
                  <td>
                    {lines(change).map((line) => (
                      <span key={line} className="change-line">
                        {line}
                      </span>
                    ))}
                  </td>
                  <td className="change-reason">{change.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
