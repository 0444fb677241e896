// A new brand site (sites.create, and only for an operator of every site: the api refuses anyone
// else): its id, name, languages and currencies. The rest comes from the seed's settings, and every
// remote is on; its settings page changes them afterwards.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import * as v from 'valibot';
import { isApiError } from '../api/client.js';
import { useApi } from '../api/context.js';
import { useMe } from '../session/session.js';
import { useRefusalText } from '../ui/api-refusal.js';
import { useMessage } from '../ui/message.js';
import { Alert } from '../ui/outcome.js';
import { usePageTitle } from '../ui/page-title.js';
import { TextField } from '../ui/text-field.js';
import { currencyList, languageList, LanguagesFieldset, localeEntries } from './languages-fieldset.js';
import { SITES_KEY } from './queries.js';

const schema = v.pipe(
  v.object({
    site_id: v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9_-]{1,32}$/, 'siteSettings.new.siteIdInvalid')),
    site_name: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty('siteSettings.new.siteNameRequired'),
      v.maxLength(64, 'siteSettings.new.siteNameRequired'),
    ),
    ...localeEntries,
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

const EMPTY: Values = { site_id: '', site_name: '', languages: ['en_US'], defaultLanguage: 'en_US', currencies: '' };

export interface NewSite {
  site_id: string;
  site_name: string;
  languages: string[];
  currencies: string[];
}

export const newSiteBody = (values: Values): NewSite => ({
  site_id: values.site_id,
  site_name: values.site_name,
  languages: languageList(values),
  currencies: currencyList(values.currencies),
});

export function NewSitePage() {
  const { t } = useTranslation();
  usePageTitle(t('siteSettings.new.title'));
  const me = useMe();
  return (
    <>
      <p className="back-link">
        <Link to="/sites">{t('siteSettings.back')}</Link>
      </p>
      <h1>{t('siteSettings.new.title')}</h1>
      {me.all_sites ? (
        <>
          <p>{t('siteSettings.new.intro')}</p>
          <NewSiteForm />
        </>
      ) : (
        <p>{t('siteSettings.new.everySiteOnly')}</p>
      )}
    </>
  );
}

function NewSiteForm() {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const message = useMessage();
  const refusal = useRefusalText();
  const [alert, setAlert] = useState<string | null>(null);
  const [created, setCreated] = useState<{ id: string; name: string } | null>(null);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver: valibotResolver(schema), defaultValues: EMPTY });

  const submit = handleSubmit(async (values) => {
    setAlert(null);
    setCreated(null);
    const body = newSiteBody(values);
    try {
      await api.post('/sites', body);
      reset(EMPTY);
      setCreated({ id: body.site_id, name: body.site_name });
      await queryClient.invalidateQueries({ queryKey: SITES_KEY });
    } catch (error) {
      if (isApiError(error, 409)) setError('site_id', { type: 'server', message: 'siteSettings.new.siteIdTaken' });
      else setAlert(refusal(error));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="form settings-form" aria-label={t('siteSettings.new.title')}>
      <TextField
        label={t('siteSettings.new.siteId')}
        hint={t('siteSettings.new.siteIdHint')}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        className="field--narrow"
        error={message(errors.site_id?.message)}
        {...register('site_id')}
      />
      <TextField
        label={t('siteSettings.new.siteName')}
        autoComplete="off"
        maxLength={64}
        error={message(errors.site_name?.message)}
        {...register('site_name')}
      />
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
      <Alert text={alert} />
      <div role="status" className="status">
        {created ? (
          <>
            {t('siteSettings.new.created', { site: created.name, id: created.id })}{' '}
            <Link to={`/sites/${encodeURIComponent(created.id)}/settings`}>
              {t('siteSettings.new.openSettings', { site: created.name })}
            </Link>
          </>
        ) : null}
      </div>
      <button type="submit" className="button button--primary" disabled={isSubmitting}>
        {t('siteSettings.new.submit')}
      </button>
    </form>
  );
}
