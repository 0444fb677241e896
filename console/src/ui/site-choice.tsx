// The site a page works on: the address's `site` (so a link can name it), else the operator's
// first site. Choosing another site keeps nothing else of the address (filters belong to a site).
import { useSearchParams } from 'react-router-dom';
import type { Site } from '../api/types.js';
import { useSites } from '../sites/queries.js';
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
