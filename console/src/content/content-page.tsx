// Content (content.edit): for a site of the operator's, its announcements, marquee, carousel
// banners, pop-up bulletins, model lists, red envelopes, promotion reviews and daily sign-in, one
// section at a time (the address's `section`, so a link can name it). The site's settings give the
// languages its texts are written in and its currencies.
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import type { Site } from '../api/types.js';
import { useSites } from '../sites/queries.js';
import { listOf, useSiteSettings } from '../sites/settings-queries.js';
import { useErrorText } from '../ui/errors.js';
import { Loading } from '../ui/loading.js';
import { Alert } from '../ui/outcome.js';
import { usePageTitle } from '../ui/page-title.js';
import { SiteChoice } from '../ui/site-choice.js';
import { Announcements } from './announcements.js';
import { Applications } from './applications.js';
import { Bulletins } from './bulletins.js';
import { Carousel } from './carousel.js';
import type { SectionProps } from './fields.js';
import { Marquee } from './marquee.js';
import { Models } from './models.js';
import { RedEnvelopes } from './red-envelopes.js';
import { Signin } from './signin.js';

export const SECTIONS = [
  'announcements',
  'marquee',
  'carousel',
  'bulletins',
  'models',
  'redEnvelopes',
  'applications',
  'signin',
] as const;
export type Section = (typeof SECTIONS)[number];

const ELEMENTS: Record<Section, (props: SectionProps) => ReactElement> = {
  announcements: (props) => <Announcements {...props} />,
  marquee: (props) => <Marquee {...props} />,
  carousel: (props) => <Carousel {...props} />,
  bulletins: (props) => <Bulletins {...props} />,
  models: (props) => <Models {...props} />,
  redEnvelopes: (props) => <RedEnvelopes {...props} />,
  applications: (props) => <Applications {...props} />,
  signin: (props) => <Signin {...props} />,
};

const sectionOf = (value: string | null): Section =>
  (SECTIONS as readonly (string | null)[]).includes(value) ? (value as Section) : 'announcements';

export function ContentPage() {
  const { t } = useTranslation();
  usePageTitle(t('nav.content'));
  const errorText = useErrorText();
  const sites = useSites();
  const [params, setParams] = useSearchParams();
  const section = sectionOf(params.get('section'));
  const chosen = sites.data?.find((site) => site.site_id === params.get('site')) ?? sites.data?.[0] ?? null;

  return (
    <>
      <h1>{t('content.pageTitle')}</h1>
      <p>{t('content.intro')}</p>
      {sites.isPending ? (
        <Loading />
      ) : sites.isError ? (
        <Alert text={errorText(sites.error)} />
      ) : !chosen ? (
        <p>{t('content.noSites')}</p>
      ) : (
        <>
          <SiteChoice
            label={t('content.site')}
            sites={sites.data}
            chosen={chosen}
            onChoose={(siteId) => setParams({ site: siteId, section }, { replace: true })}
          />
          <nav className="sub-nav" aria-label={t('content.sectionsLabel')}>
            <ul className="sub-nav__list">
              {SECTIONS.map((choice) => (
                <li key={choice}>
                  <Link
                    to={`?${new URLSearchParams({ site: chosen.site_id, section: choice }).toString()}`}
                    aria-current={choice === section ? 'page' : undefined}
                  >
                    {t(`content.sections.${choice}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          {/* Keyed by the site: a form half filled for one site is not sent to another. */}
          <SiteContent key={chosen.site_id} site={chosen} section={section} />
        </>
      )}
    </>
  );
}

function SiteContent({ site, section }: { site: Site; section: Section }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const settings = useSiteSettings(site.site_id);

  return (
    <section aria-labelledby="content-section-title">
      <h2 id="content-section-title">
        {t('content.sectionTitle', { section: t(`content.sections.${section}`), site: site.site_name })}
      </h2>
      {settings.isPending ? (
        <Loading />
      ) : settings.isError ? (
        <Alert text={errorText(settings.error)} />
      ) : (
        <div key={section}>
          {ELEMENTS[section]({
            siteId: site.site_id,
            languages: listOf(settings.data.settings.LANGUAGE),
            currencies: listOf(settings.data.settings.CURRENCY),
          })}
        </div>
      )}
    </section>
  );
}
