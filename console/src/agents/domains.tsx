// The site's agent domains: a host bound to an active agent and a currency (guests on it register
// under that agent). With agents.decide a domain is added, or removed after a second click that
// names it.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { useApi } from '../api/context.js';
import { useRefusalText } from '../ui/api-refusal.js';
import { useErrorText } from '../ui/errors.js';
import { formatTime } from '../ui/format.js';
import { Loading } from '../ui/loading.js';
import { useMessage } from '../ui/message.js';
import { Alert, Status, useOutcome } from '../ui/outcome.js';
import { TextField } from '../ui/text-field.js';
import { agentsPath, domainsKey, useDomains } from './queries.js';
import type { AgentDomain, NewAgentDomain } from './types.js';

const schema = v.object({
  host: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('agents.domains.hostRequired'),
    v.maxLength(260, 'agents.domains.hostRequired'),
  ),
  agent_account: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('agents.domains.agentRequired'),
    v.maxLength(64, 'agents.domains.agentRequired'),
  ),
  currency: v.pipe(v.string(), v.trim(), v.regex(/^[A-Z]{2,8}$/, 'agents.plans.currencyInvalid')),
});
const EMPTY: NewAgentDomain = { host: '', agent_account: '', currency: '' };

export function Domains({ siteId, canEdit }: { siteId: string; canEdit: boolean }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const domains = useDomains(siteId);
  const [done, setDone] = useState<string | null>(null);
  const table = useRef<HTMLDivElement>(null);

  return (
    <section>
      <h2 id="agents-domains-title">{t('agents.domains.title')}</h2>
      <Status text={done} />
      {domains.isPending ? (
        <Loading />
      ) : domains.isError ? (
        <Alert text={errorText(domains.error)} />
      ) : domains.data.length === 0 ? (
        <p>{t('agents.domains.empty')}</p>
      ) : (
        // The table's scrolling box is the region its heading names: one landmark of that name.
        <div ref={table} className="table-scroll" role="region" aria-labelledby="agents-domains-title" tabIndex={0}>
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{t('agents.domains.host')}</th>
                <th scope="col">{t('agents.domains.agent')}</th>
                <th scope="col">{t('agents.domains.currency')}</th>
                <th scope="col">{t('agents.domains.state')}</th>
                <th scope="col">{t('agents.domains.added')}</th>
                {canEdit ? <th scope="col">{t('agents.domains.actions')}</th> : null}
              </tr>
            </thead>
            <tbody>
              {domains.data.map((domain) => (
                <DomainRow
                  key={domain.host}
                  siteId={siteId}
                  domain={domain}
                  canEdit={canEdit}
                  onRemoved={(text) => {
                    setDone(text);
                    table.current?.focus();
                  }}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {canEdit ? <AddDomainForm siteId={siteId} onAdded={setDone} /> : null}
    </section>
  );
}

function DomainRow({
  siteId,
  domain,
  canEdit,
  onRemoved,
}: {
  siteId: string;
  domain: AgentDomain;
  canEdit: boolean;
  onRemoved: (text: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const refusal = useRefusalText();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const removeButton = useRef<HTMLButtonElement>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const toggled = useRef(false);
  // The confirmation takes the focus of the button that asked for it, and gives it back.
  useEffect(() => {
    if (toggled.current) (confirming ? confirmButton : removeButton).current?.focus();
  }, [confirming]);

  const remove = async () => {
    setBusy(true);
    setAlert(null);
    try {
      await api.delete(`${agentsPath(siteId)}/domains/${encodeURIComponent(domain.host)}`);
      onRemoved(t('agents.domains.removed', { host: domain.host }));
      await queryClient.invalidateQueries({ queryKey: domainsKey(siteId) });
    } catch (error) {
      setAlert(refusal(error));
      setBusy(false);
    }
  };

  return (
    <tr>
      <th scope="row">
        <code>{domain.host}</code>
      </th>
      <td>
        <code>{domain.agent_account}</code>
      </td>
      <td>{domain.currency}</td>
      <td>{domain.enabled ? t('agents.domains.enabled') : t('agents.domains.disabled')}</td>
      <td>{formatTime(domain.created_at, i18n.language)}</td>
      {canEdit ? (
        <td>
          {confirming ? (
            <span className="desk-actions">
              <button
                ref={confirmButton}
                type="button"
                className="button button--danger"
                disabled={busy}
                onClick={() => void remove()}
              >
                {t('agents.domains.confirmRemove', { host: domain.host })}
              </button>
              <button
                type="button"
                className="button"
                disabled={busy}
                onClick={() => {
                  toggled.current = true;
                  setConfirming(false);
                  setAlert(null);
                }}
              >
                {t('agents.domains.keep')}
              </button>
            </span>
          ) : (
            <button
              ref={removeButton}
              type="button"
              className="button"
              aria-label={t('agents.domains.removeLabel', { host: domain.host })}
              onClick={() => {
                toggled.current = true;
                setConfirming(true);
              }}
            >
              {t('agents.domains.remove')}
            </button>
          )}
          {alert ? (
            <p className="alert alert--inline" role="alert">
              {alert}
            </p>
          ) : null}
        </td>
      ) : null}
    </tr>
  );
}

function AddDomainForm({ siteId, onAdded }: { siteId: string; onAdded: (text: string) => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const message = useMessage();
  const { alert, attempt } = useOutcome();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<NewAgentDomain>({ resolver: valibotResolver(schema), defaultValues: EMPTY });

  const submit = handleSubmit((values) =>
    attempt(async () => {
      const added = await api.post<AgentDomain>(`${agentsPath(siteId)}/domains`, values);
      reset(EMPTY);
      onAdded(t('agents.domains.addedDone', { host: added.host, agent: added.agent_account }));
      await queryClient.invalidateQueries({ queryKey: domainsKey(siteId) });
    }),
  );

  return (
    <form
      className="form"
      noValidate
      aria-labelledby="agents-domain-add-title"
      onSubmit={(event) => void submit(event)}
    >
      <h3 id="agents-domain-add-title">{t('agents.domains.addTitle')}</h3>
      <div className="desk-grid">
        <TextField
          label={t('agents.domains.host')}
          hint={t('agents.domains.hostHint')}
          inputMode="url"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          error={message(errors.host?.message)}
          {...register('host')}
        />
        <TextField
          label={t('agents.domains.agent')}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          error={message(errors.agent_account?.message)}
          {...register('agent_account')}
        />
        <TextField
          label={t('agents.domains.currency')}
          hint={t('agents.plans.currencyHint')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          error={message(errors.currency?.message)}
          {...register('currency')}
        />
      </div>
      <Alert text={alert} />
      <button type="submit" className="button button--primary" disabled={isSubmitting}>
        {t('agents.domains.add')}
      </button>
    </form>
  );
}
