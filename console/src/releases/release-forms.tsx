// The forms of a remote on a site (releases.change): change what is live (promote, canary at a
// share, roll back), always with a reason and the revision the page read, so a change made
// meanwhile by someone else is refused (409) rather than overwritten; and an override link.
// A refusal shows the api's own reason (the compatibility gate's, a conflict's).
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { isApiError } from '../api/client.js';
import { useApi } from '../api/context.js';
import type { IssuedOverride, LiveEntry, Release, ReleaseAction, ReleaseChangeBody } from '../api/types.js';
import { useRefusalText } from '../ui/api-refusal.js';
import { CopyButton } from '../ui/copy-button.js';
import { formatTime } from '../ui/format.js';
import { useMessage } from '../ui/message.js';
import { Alert, Outcome, useOutcome } from '../ui/outcome.js';
import { SelectField } from '../ui/select-field.js';
import { TextAreaField } from '../ui/text-area-field.js';
import { TextField } from '../ui/text-field.js';
import { liveMapKey, useReleases } from './queries.js';

const ACTIONS: readonly ReleaseAction[] = ['promote', 'canary', 'rollback'];
/** The longest reason the api takes. */
export const REASON_MAX = 500;
/** How long an override link may hold (the api's OVERRIDE_MINUTES). */
export const OVERRIDE_MINUTES = { min: 1, max: 1440, default: 60 } as const;

const wholeIn = (text: string, min: number, max: number) =>
  /^\d+$/.test(text.trim()) && Number(text) >= min && Number(text) <= max;

const changeSchema = v.pipe(
  v.object({
    action: v.picklist(ACTIONS),
    version: v.string(),
    percent: v.string(),
    reason: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty('releases.reasonRequired'),
      v.maxLength(REASON_MAX, 'releases.reasonRequired'),
    ),
  }),
  v.forward(
    v.partialCheck(
      [['action'], ['version']],
      (values) => values.action === 'rollback' || values.version !== '',
      'releases.versionRequired',
    ),
    ['version'],
  ),
  v.forward(
    v.partialCheck(
      [['action'], ['percent']],
      (values) => values.action !== 'canary' || wholeIn(values.percent, 1, 99),
      'releases.percentInvalid',
    ),
    ['percent'],
  ),
);
type ChangeValues = v.InferOutput<typeof changeSchema>;
const NO_CHANGE: ChangeValues = { action: 'promote', version: '', percent: '10', reason: '' };

/** The body of the change: only what its action takes. */
export function changeBody(values: ChangeValues, expectedRevision: number | null): ReleaseChangeBody {
  const base = { action: values.action, expected_revision: expectedRevision, reason: values.reason };
  if (values.action === 'rollback') return base;
  if (values.action === 'promote') return { ...base, version: values.version };
  return { ...base, version: values.version, percent: Number(values.percent) };
}

function VersionOptions({ releases }: { releases: Release[] | undefined }) {
  const { t } = useTranslation();
  return (
    <>
      <option value="">{t('releases.chooseVersion')}</option>
      {(releases ?? []).map((release) => (
        <option key={release.version} value={release.version}>
          {release.version}
        </option>
      ))}
    </>
  );
}

export function ChangeForm({ siteId, module, entry }: { siteId: string; module: string; entry: LiveEntry | null }) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const message = useMessage();
  const refusal = useRefusalText((said) => t('releases.refused', { message: said }));
  const releases = useReleases(module);
  const id = useId();
  const [alert, setAlert] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    control,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ChangeValues>({ resolver: valibotResolver(changeSchema), criteriaMode: 'all', defaultValues: NO_CHANGE });
  const action = useWatch({ control, name: 'action' });

  const submit = handleSubmit(async (values) => {
    setAlert(null);
    setDone(null);
    // The revision the page shows: if the map moved since, the api refuses with 409.
    const body = changeBody(values, entry?.revision ?? null);
    try {
      const live = await api.post<LiveEntry>(
        `/sites/${encodeURIComponent(siteId)}/releases/${encodeURIComponent(module)}`,
        body,
      );
      reset(NO_CHANGE);
      setDone(
        t(`releases.changed.${values.action}`, {
          module,
          version: values.action === 'canary' ? live.canary : live.stable,
          percent: live.canary_percent,
          revision: live.revision,
        }),
      );
      await queryClient.invalidateQueries({ queryKey: liveMapKey(siteId) });
    } catch (error) {
      const conflict = isApiError(error, 409);
      setAlert(conflict ? `${refusal(error)} ${t('releases.conflictReloaded')}` : refusal(error));
      // Whatever refused it, the map may have moved: show what is live now.
      if (conflict) await queryClient.invalidateQueries({ queryKey: liveMapKey(siteId) });
    }
  });

  return (
    <section aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`}>{t('releases.changeTitle')}</h4>
      <form onSubmit={submit} noValidate className="form release-form">
        <fieldset className="fieldset">
          <legend>{t('releases.action')}</legend>
          {ACTIONS.map((choice) => (
            <div className="check" key={choice}>
              <input
                type="radio"
                id={`${id}-${choice}`}
                value={choice}
                aria-describedby={`${id}-${choice}-hint`}
                {...register('action')}
              />
              <label htmlFor={`${id}-${choice}`}>{t(`releases.actions.${choice}`)}</label>
              <span className="check__hint" id={`${id}-${choice}-hint`}>
                {t(`releases.actionHints.${choice}`)}
              </span>
            </div>
          ))}
        </fieldset>
        {action === 'rollback' ? null : (
          <SelectField
            label={t('releases.version')}
            error={message(errors.version?.message)}
            aria-busy={releases.isPending || undefined}
            {...register('version')}
          >
            <VersionOptions releases={releases.data} />
          </SelectField>
        )}
        {action === 'canary' ? (
          <TextField
            label={t('releases.percent')}
            hint={t('releases.percentHint')}
            inputMode="numeric"
            autoComplete="off"
            className="field--narrow"
            error={message(errors.percent?.message)}
            {...register('percent')}
          />
        ) : null}
        <TextAreaField
          label={t('releases.reason')}
          hint={t('releases.reasonHint')}
          rows={2}
          maxLength={REASON_MAX}
          error={message(errors.reason?.message)}
          {...register('reason')}
        />
        <Outcome alert={alert} done={done} />
        <button type="submit" className="button button--primary" disabled={isSubmitting}>
          {t(`releases.submit.${action}`)}
        </button>
      </form>
    </section>
  );
}

const overrideSchema = v.object({
  version: v.pipe(v.string(), v.nonEmpty('releases.versionRequired')),
  minutes: v.pipe(
    v.string(),
    v.check((text) => wholeIn(text, OVERRIDE_MINUTES.min, OVERRIDE_MINUTES.max), 'releases.minutesInvalid'),
  ),
});
type OverrideValues = v.InferOutput<typeof overrideSchema>;

/** The page's address with the override's query added; null when the address is not a web page's. */
export function overrideUrl(address: string, query: string): string | null {
  let url: URL;
  try {
    url = new URL(address.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  url.search = url.search ? `${url.search}&${query}` : `?${query}`;
  return url.href;
}

export function OverrideForm({ siteId, module }: { siteId: string; module: string }) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const message = useMessage();
  const { alert, attempt } = useOutcome((said) => t('releases.refused', { message: said }));
  const releases = useReleases(module);
  const id = useId();
  const [issued, setIssued] = useState<(IssuedOverride & { version: string }) | null>(null);
  const [address, setAddress] = useState('');
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<OverrideValues>({
    resolver: valibotResolver(overrideSchema),
    defaultValues: { version: '', minutes: String(OVERRIDE_MINUTES.default) },
  });

  const submit = handleSubmit(({ version, minutes }) => {
    setIssued(null);
    return attempt(async () => {
      const link = await api.post<IssuedOverride>(
        `/sites/${encodeURIComponent(siteId)}/releases/${encodeURIComponent(module)}/override`,
        { version, minutes: Number(minutes) },
      );
      setIssued({ ...link, version });
    });
  });
  const url = issued ? overrideUrl(address, issued.query) : null;

  return (
    <section aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`}>{t('releases.overrideTitle')}</h4>
      <p>{t('releases.overrideIntro')}</p>
      <form onSubmit={submit} noValidate className="form release-form">
        <SelectField
          label={t('releases.version')}
          error={message(errors.version?.message)}
          aria-busy={releases.isPending || undefined}
          {...register('version')}
        >
          <VersionOptions releases={releases.data} />
        </SelectField>
        <TextField
          label={t('releases.minutes')}
          hint={t('releases.minutesHint')}
          inputMode="numeric"
          autoComplete="off"
          className="field--narrow"
          error={message(errors.minutes?.message)}
          {...register('minutes')}
        />
        <Alert text={alert} />
        <p role="status" className="status">
          {issued
            ? t('releases.overrideCreated', {
                module,
                version: issued.version,
                expires: formatTime(issued.expires_at, i18n.language),
              })
            : null}
        </p>
        <button type="submit" className="button button--primary" disabled={isSubmitting}>
          {t('releases.createOverride')}
        </button>
      </form>
      {issued ? (
        <div className="override">
          <p>{t('releases.overrideQuery')}</p>
          <p>
            <code className="override__value">{`?${issued.query}`}</code>{' '}
            <CopyButton text={`?${issued.query}`} label={t('releases.copyQuery')} />
          </p>
          <TextField
            label={t('releases.pageAddress')}
            hint={t('releases.pageAddressHint')}
            type="url"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            value={address}
            onChange={(event) => setAddress(event.target.value)}
          />
          {url ? (
            <p>
              {t('releases.overrideUrl')} <code className="override__value">{url}</code>{' '}
              <CopyButton text={url} label={t('releases.copyUrl')} />
            </p>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
