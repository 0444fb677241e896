// A site's settings (sites.read to see them, sites.settings to change them): its languages and
// currencies (the first of each the default), the mobile template, the switches, the link expiry,
// the time zone, the responsible-gaming early-end policy, and a customer-service link per language.
// A change sends only what differs from what the page read; the shell reads it at its next page
// load, and each changed link is published to the open pages.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import * as v from 'valibot';
import { useApi } from '../api/context.js';
import { useCan } from '../session/session.js';
import { useErrorText } from '../ui/errors.js';
import { Loading } from '../ui/loading.js';
import { useMessage } from '../ui/message.js';
import { Alert, Outcome, useOutcome } from '../ui/outcome.js';
import { usePageTitle } from '../ui/page-title.js';
import { SelectField } from '../ui/select-field.js';
import { TextField } from '../ui/text-field.js';
import { useLanguageName } from './language-name.js';
import { currencyList, languageList, LanguagesFieldset, localeEntries } from './languages-fieldset.js';
import {
  EARLY_END_POLICIES,
  listOf,
  settingsKey,
  useSiteSettings,
  type SiteSettings,
  type SiteSettingsValues,
} from './settings-queries.js';

/** What the shell assumes when a setting is absent. */
const DEFAULT_TIMEZONE = 'America/Caracas';
const DEFAULT_EARLY_END = 'time_out';
const LINK_EXPIRE_MAX = 525_600;
const LINK_MAX = 500;
const HTTP_LINK = /^https?:\/\/\S+$/i;

export const isTimezone = (zone: string): boolean => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

const schema = v.pipe(
  v.object({
    ...localeEntries,
    MOBILE_TEMPLATE_NAME: v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9_]{1,32}$/, 'siteSettings.templateInvalid')),
    IS_DEMO: v.boolean(),
    DESKTOP_LOCK: v.boolean(),
    SINGLE_LOGIN: v.boolean(),
    LINK_EXPIRE_TIME: v.pipe(
      v.string(),
      v.trim(),
      v.check((text) => /^\d+$/.test(text) && Number(text) <= LINK_EXPIRE_MAX, 'siteSettings.linkExpireInvalid'),
    ),
    TIMEZONE: v.pipe(
      v.string(),
      v.trim(),
      v.check((zone) => zone === '' || isTimezone(zone), 'siteSettings.timezoneInvalid'),
    ),
    RG_EARLY_END: v.picklist(EARLY_END_POLICIES),
    links: v.record(
      v.string(),
      v.pipe(
        v.string(),
        v.trim(),
        v.check((link) => link === '' || (HTTP_LINK.test(link) && link.length <= LINK_MAX), 'siteSettings.linkInvalid'),
      ),
    ),
  }),
  v.forward(
    v.partialCheck(
      [['languages'], ['defaultLanguage']],
      ({ languages, defaultLanguage }) => languages.length === 0 || languages.includes(defaultLanguage),
      'siteSettings.defaultLanguageInvalid',
    ),
    ['defaultLanguage'],
  ),
);
type Values = v.InferOutput<typeof schema>;

export function valuesOf({ settings, customer_service }: SiteSettings): Values {
  const languages = listOf(settings.LANGUAGE);
  return {
    languages,
    defaultLanguage: languages[0] ?? '',
    currencies: listOf(settings.CURRENCY).join(', '),
    MOBILE_TEMPLATE_NAME: settings.MOBILE_TEMPLATE_NAME ?? '',
    IS_DEMO: settings.IS_DEMO === true,
    DESKTOP_LOCK: settings.DESKTOP_LOCK === true,
    SINGLE_LOGIN: settings.SINGLE_LOGIN !== false,
    LINK_EXPIRE_TIME: String(settings.LINK_EXPIRE_TIME ?? 0),
    TIMEZONE: settings.TIMEZONE ?? '',
    RG_EARLY_END: settings.RG_EARLY_END ?? DEFAULT_EARLY_END,
    links: { ...customer_service },
  };
}

export interface SettingsChange {
  settings?: Partial<SiteSettingsValues>;
  customer_service?: Record<string, string>;
}

/** What the form changes of the settings read: only the fields that differ. */
export function settingsChange(values: Values, current: SiteSettings): SettingsChange {
  const before = valuesOf(current);
  const settings: Partial<SiteSettingsValues> = {};
  const language = languageList(values, listOf(current.settings.LANGUAGE)).join(',');
  if (language !== listOf(current.settings.LANGUAGE).join(',')) settings.LANGUAGE = language;
  const currency = currencyList(values.currencies).join(',');
  if (currency !== listOf(current.settings.CURRENCY).join(',')) settings.CURRENCY = currency;
  if (values.MOBILE_TEMPLATE_NAME !== before.MOBILE_TEMPLATE_NAME)
    settings.MOBILE_TEMPLATE_NAME = values.MOBILE_TEMPLATE_NAME;
  for (const key of ['IS_DEMO', 'DESKTOP_LOCK', 'SINGLE_LOGIN'] as const)
    if (values[key] !== before[key]) settings[key] = values[key];
  if (values.LINK_EXPIRE_TIME !== before.LINK_EXPIRE_TIME) settings.LINK_EXPIRE_TIME = Number(values.LINK_EXPIRE_TIME);
  if (values.TIMEZONE !== '' && values.TIMEZONE !== before.TIMEZONE) settings.TIMEZONE = values.TIMEZONE;
  if (values.RG_EARLY_END !== before.RG_EARLY_END) settings.RG_EARLY_END = values.RG_EARLY_END;
  const links = Object.fromEntries(
    Object.entries(values.links).filter(
      ([locale, link]) => typeof link === 'string' && link !== '' && link !== (current.customer_service[locale] ?? ''),
    ),
  );
  return {
    ...(Object.keys(settings).length ? { settings } : {}),
    ...(Object.keys(links).length ? { customer_service: links } : {}),
  };
}

export function SiteSettingsPage() {
  const { t } = useTranslation();
  const { siteId = '' } = useParams();
  const errorText = useErrorText();
  const can = useCan();
  const current = useSiteSettings(siteId);
  usePageTitle(current.data ? t('siteSettings.pageTitle', { site: current.data.site_name }) : t('nav.sites'));

  return (
    <>
      <p className="back-link">
        <Link to="/sites">{t('siteSettings.back')}</Link>
      </p>
      <h1>
        {current.data ? t('siteSettings.title', { site: current.data.site_name }) : t('siteSettings.titleLoading')}
      </h1>
      {current.isPending ? (
        <Loading />
      ) : current.isError ? (
        <Alert text={errorText(current.error)} />
      ) : can('sites.settings') ? (
        <>
          <p>{t('siteSettings.introEditable')}</p>
          <SettingsForm key={siteId} current={current.data} />
        </>
      ) : (
        <>
          <p>{t('siteSettings.introReadOnly')}</p>
          <SettingsFacts current={current.data} />
        </>
      )}
    </>
  );
}

function SettingsFacts({ current }: { current: SiteSettings }) {
  const { t } = useTranslation();
  const name = useLanguageName();
  const values = valuesOf(current);
  const yes = (on: boolean) => (on ? t('siteSettings.yes') : t('siteSettings.no'));
  const facts: [string, string][] = [
    [t('siteSettings.languages'), values.languages.map(name).join(', ')],
    [t('siteSettings.currencies'), values.currencies],
    [t('siteSettings.template'), values.MOBILE_TEMPLATE_NAME],
    [t('siteSettings.demo'), yes(values.IS_DEMO)],
    [t('siteSettings.desktopLock'), yes(values.DESKTOP_LOCK)],
    [t('siteSettings.singleLogin'), yes(values.SINGLE_LOGIN)],
    [t('siteSettings.linkExpire'), values.LINK_EXPIRE_TIME],
    [t('siteSettings.timezone'), values.TIMEZONE || DEFAULT_TIMEZONE],
    [t('siteSettings.earlyEnd'), t(`siteSettings.earlyEndPolicies.${values.RG_EARLY_END}`)],
    ...Object.entries(current.customer_service).map(([locale, link]): [string, string] => [
      t('siteSettings.linkIn', { language: name(locale) }),
      link,
    ]),
  ];
  return (
    <dl className="facts facts--grid">
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function SettingsForm({ current }: { current: SiteSettings }) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const message = useMessage();
  const name = useLanguageName();
  const id = useId();
  const { alert, done, setDone, attempt } = useOutcome();
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver: valibotResolver(schema), defaultValues: valuesOf(current) });
  const checked = useWatch({ control, name: 'languages' }) ?? [];
  // A link for each language the site offers, and any it has already.
  const locales = [...new Set([...checked, ...Object.keys(current.customer_service)])];

  const submit = handleSubmit((values) =>
    attempt(async () => {
      // A link can be changed, not removed (the api takes none empty).
      const cleared = Object.keys(current.customer_service).find((locale) => (values.links[locale] ?? '') === '');
      if (cleared) {
        setError(`links.${cleared}`, { type: 'cleared', message: 'siteSettings.linkRequired' });
        return;
      }
      const change = settingsChange(values, current);
      if (!change.settings && !change.customer_service) {
        setDone(t('siteSettings.nothingChanged'));
        return;
      }
      const saved = await api.post<SiteSettings>(`/sites/${encodeURIComponent(current.site_id)}/settings`, change);
      const { published, ...settings } = saved;
      queryClient.setQueryData(settingsKey(current.site_id), settings);
      reset(valuesOf(settings));
      setDone(
        [t('siteSettings.saved'), published === false ? t('siteSettings.notPublished') : ''].filter(Boolean).join(' '),
      );
    }),
  );

  return (
    <form onSubmit={submit} noValidate className="form settings-form" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="visually-hidden">
        {t('siteSettings.formTitle')}
      </h2>
      <LanguagesFieldset control={control} register={register} errors={errors} />
      <TextField
        label={t('siteSettings.currencies')}
        hint={t('siteSettings.currenciesHint')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        error={message(errors.currencies?.message)}
        {...register('currencies')}
      />
      <TextField
        label={t('siteSettings.template')}
        hint={t('siteSettings.templateHint')}
        autoComplete="off"
        spellCheck={false}
        className="field--narrow"
        error={message(errors.MOBILE_TEMPLATE_NAME?.message)}
        {...register('MOBILE_TEMPLATE_NAME')}
      />
      <fieldset className="fieldset">
        <legend>{t('siteSettings.switches')}</legend>
        {(
          [
            ['IS_DEMO', 'demo', 'demoHint'],
            ['DESKTOP_LOCK', 'desktopLock', 'desktopLockHint'],
            ['SINGLE_LOGIN', 'singleLogin', 'singleLoginHint'],
          ] as const
        ).map(([field, label, hint]) => (
          <div className="check" key={field}>
            <input
              type="checkbox"
              id={`${id}-${field}`}
              aria-describedby={`${id}-${field}-hint`}
              {...register(field)}
            />
            <label htmlFor={`${id}-${field}`}>{t(`siteSettings.${label}`)}</label>
            <span className="check__hint" id={`${id}-${field}-hint`}>
              {t(`siteSettings.${hint}`)}
            </span>
          </div>
        ))}
      </fieldset>
      <TextField
        label={t('siteSettings.linkExpire')}
        hint={t('siteSettings.linkExpireHint')}
        inputMode="numeric"
        autoComplete="off"
        className="field--narrow"
        error={message(errors.LINK_EXPIRE_TIME?.message)}
        {...register('LINK_EXPIRE_TIME')}
      />
      <TextField
        label={t('siteSettings.timezone')}
        hint={t('siteSettings.timezoneHint', { zone: DEFAULT_TIMEZONE })}
        autoComplete="off"
        spellCheck={false}
        className="field--narrow"
        error={message(errors.TIMEZONE?.message)}
        {...register('TIMEZONE')}
      />
      <SelectField
        label={t('siteSettings.earlyEnd')}
        hint={t('siteSettings.earlyEndHint')}
        className="field--narrow"
        {...register('RG_EARLY_END')}
      >
        {EARLY_END_POLICIES.map((policy) => (
          <option key={policy} value={policy}>
            {t(`siteSettings.earlyEndPolicies.${policy}`)}
          </option>
        ))}
      </SelectField>
      <fieldset className="fieldset">
        <legend>{t('siteSettings.links')}</legend>
        <p className="field__hint">{t('siteSettings.linksHint')}</p>
        {locales.map((locale) => (
          <TextField
            key={locale}
            label={t('siteSettings.linkIn', { language: name(locale) })}
            type="url"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            maxLength={LINK_MAX}
            error={message(errors.links?.[locale]?.message)}
            {...register(`links.${locale}`)}
          />
        ))}
      </fieldset>
      <Outcome alert={alert} done={done} />
      <button type="submit" className="button button--primary" disabled={isSubmitting}>
        {t('siteSettings.save')}
      </button>
    </form>
  );
}
