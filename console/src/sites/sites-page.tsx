// The sites in the operator's scope and their modules. With `sites.modules` each module is a
// toggle button (aria-pressed); without it the page only reads. Each site links to its settings,
// and an operator of every site with sites.create to the new site form.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useApi } from '../api/context.js';
import type { Site, SiteModule } from '../api/types.js';
import { useCan, useMe } from '../session/session.js';
import { useErrorText } from '../ui/errors.js';
import { Loading } from '../ui/loading.js';
import { Alert } from '../ui/outcome.js';
import { usePageTitle } from '../ui/page-title.js';
import { SITES_KEY, useSites } from './queries.js';

export function SitesPage() {
  const { t } = useTranslation();
  usePageTitle(t('nav.sites'));
  const errorText = useErrorText();
  const can = useCan();
  const me = useMe();
  const sites = useSites();
  const editable = can('sites.modules');

  return (
    <>
      <h1 id="sites-title">{t('sites.title')}</h1>
      <p>{editable ? t('sites.introEditable') : t('sites.introReadOnly')}</p>
      {can('sites.create') && me.all_sites ? (
        <p>
          <Link className="button" to="/sites/new">
            {t('siteSettings.new.link')}
          </Link>
        </p>
      ) : null}
      {sites.isPending ? (
        <Loading />
      ) : sites.isError ? (
        <Alert text={errorText(sites.error)} />
      ) : sites.data.length === 0 ? (
        <p>{t('sites.empty')}</p>
      ) : (
        <div className="table-scroll" role="region" aria-labelledby="sites-title" tabIndex={0}>
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{t('sites.site')}</th>
                <th scope="col">{t('sites.siteId')}</th>
                <th scope="col">{t('sites.modules')}</th>
                <th scope="col">{t('siteSettings.column')}</th>
              </tr>
            </thead>
            <tbody>
              {sites.data.map((site) => (
                <tr key={site.site_id}>
                  <th scope="row">{site.site_name}</th>
                  <td>
                    <code>{site.site_id}</code>
                  </td>
                  <td>
                    <ModuleList site={site} editable={editable} />
                  </td>
                  <td>
                    <Link to={`/sites/${encodeURIComponent(site.site_id)}/settings`}>
                      {t('siteSettings.linkText')}
                      <span className="visually-hidden">{t('sites.moduleOf', { site: site.site_name })}</span>
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

function ModuleList({ site, editable }: { site: Site; editable: boolean }) {
  const { t } = useTranslation();
  if (site.modules.length === 0) return <>{t('sites.noModules')}</>;
  return (
    <ul className="module-list">
      {site.modules.map((module) => (
        <li key={module.name}>
          {editable ? <ModuleToggle site={site} module={module} /> : <ModuleState module={module} />}
        </li>
      ))}
    </ul>
  );
}

function ModuleState({ module }: { module: SiteModule }) {
  const { t } = useTranslation();
  return (
    <span className={module.enabled ? 'module module--on' : 'module'}>
      {t('sites.moduleState', { module: module.name, state: module.enabled ? t('sites.on') : t('sites.off') })}
    </span>
  );
}

function ModuleToggle({ site, module }: { site: Site; module: SiteModule }) {
  const { t } = useTranslation();
  const api = useApi();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const change = useMutation({
    mutationFn: (enabled: boolean) =>
      api.post<SiteModule>(`/sites/${encodeURIComponent(site.site_id)}/modules/${encodeURIComponent(module.name)}`, {
        enabled,
      }),
    onMutate: () => setError(null),
    onSuccess: (changed) =>
      queryClient.setQueryData<Site[]>(SITES_KEY, (sites) =>
        sites?.map((s) =>
          s.site_id === site.site_id
            ? {
                ...s,
                modules: s.modules.map((m) => (m.name === changed.name ? { ...m, enabled: changed.enabled } : m)),
              }
            : s,
        ),
      ),
    onError: (failure) => setError(errorText(failure)),
  });

  return (
    <>
      <button
        type="button"
        className="module-toggle"
        aria-pressed={module.enabled}
        aria-busy={change.isPending || undefined}
        onClick={() => {
          if (!change.isPending) change.mutate(!module.enabled);
        }}
      >
        <span className="module-toggle__name">{module.name}</span>
        <span className="visually-hidden">{t('sites.moduleOf', { site: site.site_name })}</span>{' '}
        <span className="module-toggle__state" aria-hidden="true">
          {module.enabled ? t('sites.on') : t('sites.off')}
        </span>
      </button>
      {error ? (
        <p className="alert alert--inline" role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}
