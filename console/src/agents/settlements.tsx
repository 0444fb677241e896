// An agent's months: net revenue, active members, the tier reached, the rate and the commission,
// pending or settled. With agents.settle a past month is settled (its commission credited): a
// month is settled once, and the api's refusal (409, settled already) is shown in its words.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { useApi } from '../api/context.js';
import { AccountLookup } from '../ui/account-lookup.js';
import { useRefusalText } from '../ui/api-refusal.js';
import { formatTime } from '../ui/format.js';
import { Loading } from '../ui/loading.js';
import { useMessage } from '../ui/message.js';
import { Alert, Outcome, useOutcome } from '../ui/outcome.js';
import { TextField } from '../ui/text-field.js';
import { agentsPath, SETTLEMENTS_PAGE, settlementsKey, useSettlements } from './queries.js';
import type { Settlement } from './types.js';

const periodSchema = v.object({
  period: v.pipe(v.string(), v.trim(), v.regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'agents.settlements.periodInvalid')),
});

export function Settlements({ siteId, canSettle }: { siteId: string; canSettle: boolean }) {
  const { t } = useTranslation();
  const [account, setAccount] = useState<string | null>(null);
  const [page, setPage] = useState(1);

  return (
    <section aria-labelledby="agents-settlements-title">
      <h2 id="agents-settlements-title">{t('agents.settlements.title')}</h2>
      <AccountLookup
        label={t('agents.settlements.lookup')}
        field={t('agents.settlements.agent')}
        submit={t('agents.settlements.show')}
        required="agents.settlements.agentRequired"
        onAccount={(agent) => {
          setAccount(agent);
          setPage(1);
        }}
      />
      {account === null ? null : (
        <>
          <SettlementTable siteId={siteId} account={account} page={page} onPage={setPage} />
          {canSettle ? <SettleForm key={account} siteId={siteId} account={account} /> : null}
        </>
      )}
    </section>
  );
}

function SettlementTable({
  siteId,
  account,
  page,
  onPage,
}: {
  siteId: string;
  account: string;
  page: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const refusal = useRefusalText();
  const months = useSettlements(siteId, account, page);
  if (months.isPending) return <Loading />;
  if (months.isError) return <Alert text={refusal(months.error)} />;
  const pages = Math.max(1, Math.ceil(months.data.total_count / SETTLEMENTS_PAGE));
  return (
    <>
      <h3 id="agents-months-title">{t('agents.settlements.monthsOf', { account })}</h3>
      {months.data.list.length === 0 ? (
        <p>{t('agents.settlements.empty')}</p>
      ) : (
        <div className="table-scroll" role="region" aria-labelledby="agents-months-title" tabIndex={0}>
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{t('agents.settlements.period')}</th>
                <th scope="col">{t('agents.settlements.netRevenue')}</th>
                <th scope="col">{t('agents.settlements.activeMembers')}</th>
                <th scope="col">{t('agents.settlements.tier')}</th>
                <th scope="col">{t('agents.settlements.rate')}</th>
                <th scope="col">{t('agents.settlements.commission')}</th>
                <th scope="col">{t('agents.settlements.status')}</th>
              </tr>
            </thead>
            <tbody>
              {months.data.list.map((month) => (
                <MonthRow key={month.period} month={month} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pages > 1 ? (
        <nav className="desk-pager" aria-label={t('agents.settlements.pages')}>
          <button type="button" className="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            {t('agents.settlements.newer')}
          </button>
          <span>{t('agents.settlements.pageOf', { page, pages })}</span>
          <button type="button" className="button" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            {t('agents.settlements.older')}
          </button>
        </nav>
      ) : null}
    </>
  );
}

function MonthRow({ month }: { month: Settlement }) {
  const { t, i18n } = useTranslation();
  return (
    <tr>
      <th scope="row">{month.period}</th>
      <td>{month.net_revenue}</td>
      <td>{month.active_members}</td>
      <td>{month.tier ?? t('agents.settlements.noTier')}</td>
      <td>{t('agents.percent', { value: month.rate })}</td>
      <td>{month.commission}</td>
      <td>
        {month.status === 'settled' && month.settled_at !== null
          ? t('agents.settlements.settledAt', { when: formatTime(month.settled_at, i18n.language) })
          : t(`agents.settlements.statuses.${month.status}`)}
      </td>
    </tr>
  );
}

function SettleForm({ siteId, account }: { siteId: string; account: string }) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const message = useMessage();
  const { alert, done, setDone, attempt } = useOutcome();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<{ period: string }>({ resolver: valibotResolver(periodSchema), defaultValues: { period: '' } });

  const submit = handleSubmit(({ period }) =>
    attempt(async () => {
      const settled = await api.post<Settlement>(`${agentsPath(siteId)}/settlements`, {
        agent_account: account,
        period,
      });
      setDone(t('agents.settlements.settledDone', { account, period: settled.period, commission: settled.commission }));
      await queryClient.invalidateQueries({ queryKey: settlementsKey(siteId, account) });
    }),
  );

  return (
    <form className="form" noValidate aria-labelledby="agents-settle-title" onSubmit={(event) => void submit(event)}>
      <h3 id="agents-settle-title">{t('agents.settlements.settleTitle', { account })}</h3>
      <TextField
        label={t('agents.settlements.month')}
        hint={t('agents.settlements.monthHint')}
        type="month"
        className="field--narrow"
        autoComplete="off"
        error={message(errors.period?.message)}
        {...register('period')}
      />
      <Outcome alert={alert} done={done} />
      <button type="submit" className="button button--primary" disabled={isSubmitting}>
        {t('agents.settlements.settle')}
      </button>
    </form>
  );
}
