// The site a page works on: the address's `site` (so a link can name it), else the operator's
// first site. Choosing another site keeps nothing else of the address (filters belong to a site).
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Site } from '../api/types.js';
import { useSites } from '../sites/queries.js';
import { useErrorText } from './errors.js';
import { Loading } from './loading.js';
import { Alert } from './outcome.js';
import { SelectField } from './select-field.js';

export function useChosenSite() {
  const sites = useSites();
  const [params, setParams] = useSearchParams();
  const chosen = sites.data?.find((site) => site.site_id === params.get('site')) ?? sites.data?.[0] ?? null;
  const choose = (siteId: string) => setParams({ site: siteId }, { replace: true });
  return { sites, chosen, choose };
}

export function SiteChoice({
  label,
  sites,
  chosen,
  onChoose,
}: {
  label: string;
  sites: Site[];
  chosen: Site;
  onChoose: (siteId: string) => void;
}) {
  return (
    <SelectField
      label={label}
      className="field--narrow"
      value={chosen.site_id}
      onChange={(event) => onChoose(event.target.value)}
    >
      {sites.map((site) => (
        <option key={site.site_id} value={site.site_id}>
          {site.site_name}
        </option>
      ))}
    </SelectField>
  );
}

/**
 * A page's site, as useChosenSite has it: while the sites load, their failure, `none` when the
 * operator has no site, else the choice of site and the page's part for the chosen one.
 */
export function ChosenSite({
  label,
  none,
  children,
}: {
  label: string;
  none: string;
  children: (site: Site) => ReactNode;
}) {
  const errorText = useErrorText();
  const { sites, chosen, choose } = useChosenSite();
  if (sites.isPending) return <Loading />;
  if (sites.isError) return <Alert text={errorText(sites.error)} />;
  if (!chosen) return <p>{none}</p>;
  return (
    <>
      <SiteChoice label={label} sites={sites.data} chosen={chosen} onChoose={choose} />
      {children(chosen)}
    </>
  );
}
