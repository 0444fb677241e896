// Games (games.manage): the game providers, one catalogue for every site, each switched on or off
// (off: out of every game list, its games do not launch) and with its maintenance window (launches
// inside it are refused) set or cleared. A change reaches every site, so the api takes it only
// from an operator who sees every site.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { useApi } from '../api/context.js';
import { useMe } from '../session/session.js';
import { useRefusalText } from '../ui/api-refusal.js';
import { useErrorText } from '../ui/errors.js';
import { formatTime } from '../ui/format.js';
import { Loading } from '../ui/loading.js';
import { useMessage } from '../ui/message.js';
import { Alert, Outcome, useOutcome } from '../ui/outcome.js';
import { usePageTitle } from '../ui/page-title.js';
import { TextField } from '../ui/text-field.js';
import { fromLocalInput, toLocalInput } from './local-time.js';
import type { GameProvider, MaintenanceBody } from './types.js';

export const PROVIDERS_KEY = ['games', 'providers'] as const;
const providerPath = (gpId: string) => `/games/providers/${encodeURIComponent(gpId)}`;

function useProviders() {
  const api = useApi();
  return useQuery({
    queryKey: PROVIDERS_KEY,
    queryFn: async () => (await api.get<{ items: GameProvider[] }>('/games/providers')).items,
  });
}

export function GamesPage() {
  const { t } = useTranslation();
  usePageTitle(t('nav.games'));
  const errorText = useErrorText();
  const me = useMe();
  const providers = useProviders();
  return (
    <>
      <h1>{t('games.title')}</h1>
      <p>{t('games.intro')}</p>
      {me.all_sites ? null : <p className="notice">{t('games.everySiteNote')}</p>}
      {providers.isPending ? (
        <Loading />
      ) : providers.isError ? (
        <Alert text={errorText(providers.error)} />
      ) : providers.data.length === 0 ? (
        <p>{t('games.empty')}</p>
      ) : (
        <ul className="desk-cards">
          {providers.data.map((provider) => (
            <li key={provider.gp_id}>
              <ProviderCard provider={provider} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function ProviderCard({ provider }: { provider: GameProvider }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const windowButton = useRef<HTMLButtonElement>(null);
  const when = (at: number) => formatTime(at, i18n.language);
  const name = provider.gp_name;

  const windowText =
    provider.maintain_start === null
      ? t('games.noWindow')
      : provider.maintain_end === null
        ? t('games.windowOpenEnded', { start: when(provider.maintain_start) })
        : t('games.window', { start: when(provider.maintain_start), end: when(provider.maintain_end) });

  return (
    <article className="desk-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="desk-card__title">
        {name} <code>{provider.gp_id}</code>
      </h2>
      <dl className="desk-facts">
        <div>
          <dt>{t('games.state')}</dt>
          <dd>{provider.active ? t('games.on') : t('games.off')}</dd>
        </div>
        <div>
          <dt>{t('games.demo')}</dt>
          <dd>{provider.demo ? t('games.demoYes') : t('games.demoNo')}</dd>
        </div>
        <div className="desk-facts__wide">
          <dt>{t('games.maintenance')}</dt>
          <dd>
            {windowText}
            {provider.in_maintenance ? (
              <span className="desk-badge desk-badge--warning">{t('games.inMaintenance')}</span>
            ) : null}
          </dd>
        </div>
      </dl>
      <div className="desk-actions">
        <ActiveToggle provider={provider} onDone={setDone} onAlert={setAlert} />
        <button
          ref={windowButton}
          type="button"
          className="button"
          aria-expanded={editing}
          aria-controls={`${id}-window`}
          aria-label={t('games.setWindowLabel', { provider: name })}
          onClick={() => setEditing((open) => !open)}
        >
          {t('games.setWindow')}
        </button>
        {provider.maintain_start !== null ? (
          <ClearWindow provider={provider} onDone={setDone} onAlert={setAlert} />
        ) : null}
      </div>
      <div id={`${id}-window`} hidden={!editing}>
        {editing ? (
          <WindowForm
            provider={provider}
            onDone={(text) => {
              setDone(text);
              setEditing(false);
              windowButton.current?.focus();
            }}
          />
        ) : null}
      </div>
      <Outcome alert={alert} done={done} />
    </article>
  );
}

type Report = (text: string | null) => void;

/** Whatever refused a provider change, the list is read again: it shows what holds now. */
function useProviderChange<T>(
  call: (body: T) => Promise<unknown>,
  onDone: Report,
  onAlert: Report,
  done: (body: T) => string,
) {
  const queryClient = useQueryClient();
  const refusal = useRefusalText();
  return useMutation({
    mutationFn: call,
    onMutate: () => {
      onAlert(null);
      onDone(null);
    },
    onSuccess: (_answer, body) => onDone(done(body)),
    onError: (error) => onAlert(refusal(error)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PROVIDERS_KEY }),
  });
}

function ActiveToggle({ provider, onDone, onAlert }: { provider: GameProvider; onDone: Report; onAlert: Report }) {
  const { t } = useTranslation();
  const api = useApi();
  const name = provider.gp_name;
  const change = useProviderChange(
    (active: boolean) => api.post(`${providerPath(provider.gp_id)}/active`, { active }),
    onDone,
    onAlert,
    (active) => (active ? t('games.switchedOn', { provider: name }) : t('games.switchedOff', { provider: name })),
  );
  return (
    <button
      type="button"
      className="module-toggle"
      aria-pressed={provider.active}
      aria-busy={change.isPending || undefined}
      onClick={() => {
        if (!change.isPending) change.mutate(!provider.active);
      }}
    >
      <span className="module-toggle__name">{t('games.openToPlayers')}</span>
      <span className="visually-hidden">{t('games.ofProvider', { provider: name })}</span>{' '}
      <span className="module-toggle__state" aria-hidden="true">
        {provider.active ? t('games.on') : t('games.off')}
      </span>
    </button>
  );
}

function ClearWindow({ provider, onDone, onAlert }: { provider: GameProvider; onDone: Report; onAlert: Report }) {
  const { t } = useTranslation();
  const api = useApi();
  const name = provider.gp_name;
  const clear = useProviderChange(
    () => api.post(`${providerPath(provider.gp_id)}/maintenance`, { clear: true } satisfies MaintenanceBody),
    onDone,
    onAlert,
    () => t('games.cleared', { provider: name }),
  );
  return (
    <button
      type="button"
      className="button"
      disabled={clear.isPending}
      aria-label={t('games.clearWindowLabel', { provider: name })}
      onClick={() => clear.mutate(undefined)}
    >
      {t('games.clearWindow')}
    </button>
  );
}

const instant = v.pipe(
  v.string(),
  v.check((text) => text === '' || fromLocalInput(text) !== null, 'games.timeInvalid'),
);
const windowSchema = v.pipe(
  v.object({ start: instant, end: instant }),
  v.forward(
    v.partialCheck(
      [['start'], ['end']],
      ({ start, end }) => {
        if (!end) return true;
        const until = Date.parse(fromLocalInput(end) ?? '');
        const from = start ? Date.parse(fromLocalInput(start) ?? '') : Date.now();
        return until > from;
      },
      'games.endBeforeStart',
    ),
    ['end'],
  ),
);
type WindowValues = v.InferOutput<typeof windowSchema>;

/** The body for the window asked for: an empty start is now, an empty end until cleared. */
export function maintenanceBody({ start, end }: WindowValues): MaintenanceBody {
  const body: { start?: string; end?: string } = {};
  if (start) body.start = fromLocalInput(start) ?? undefined;
  if (end) body.end = fromLocalInput(end) ?? undefined;
  return body;
}

function WindowForm({ provider, onDone }: { provider: GameProvider; onDone: (text: string) => void }) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const message = useMessage();
  const { alert, attempt } = useOutcome();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<WindowValues>({
    resolver: valibotResolver(windowSchema),
    defaultValues: {
      start: provider.maintain_start === null ? '' : toLocalInput(provider.maintain_start),
      end: provider.maintain_end === null ? '' : toLocalInput(provider.maintain_end),
    },
  });

  const submit = handleSubmit((values) =>
    attempt(async () => {
      const set = await api.post<{ maintain_start: number | null; maintain_end: number | null }>(
        `${providerPath(provider.gp_id)}/maintenance`,
        maintenanceBody(values),
      );
      await queryClient.invalidateQueries({ queryKey: PROVIDERS_KEY });
      const start = set.maintain_start === null ? '' : formatTime(set.maintain_start, i18n.language);
      onDone(
        set.maintain_end === null
          ? t('games.setDoneOpenEnded', { provider: provider.gp_name, start })
          : t('games.setDone', { provider: provider.gp_name, start, end: formatTime(set.maintain_end, i18n.language) }),
      );
    }),
  );

  return (
    <form
      className="form"
      noValidate
      aria-label={t('games.windowFormLabel', { provider: provider.gp_name })}
      onSubmit={(event) => void submit(event)}
    >
      <p className="field__hint">{t('games.windowHint')}</p>
      <div className="desk-grid">
        <TextField
          label={t('games.start')}
          hint={t('games.startHint')}
          type="datetime-local"
          error={message(errors.start?.message)}
          {...register('start')}
        />
        <TextField
          label={t('games.end')}
          hint={t('games.endHint')}
          type="datetime-local"
          error={message(errors.end?.message)}
          {...register('end')}
        />
      </div>
      <Alert text={alert} />
      <button type="submit" className="button button--primary" disabled={isSubmitting}>
        {t('games.saveWindow')}
      </button>
    </form>
  );
}
