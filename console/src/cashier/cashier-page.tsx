// The cashier (cashier.read): a site's pending deposits and withdrawals, oldest first (the queue),
// or its decided orders; filters by kind, member, dates and status, kept in the address; "Load
// more" pages on. With cashier.decide, each pending order can be approved or declined with a
// reason (decide-dialog.tsx); the queue is read again after every decision, and after a refusal.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import * as v from 'valibot';
import type { SiteOrder } from '../api/types.js';
import { useCan } from '../session/session.js';
import { useErrorText } from '../ui/errors.js';
import { Loading } from '../ui/loading.js';
import { useMessage } from '../ui/message.js';
import { LoadMore } from '../ui/load-more.js';
import { Alert, Status } from '../ui/outcome.js';
import { usePageTitle } from '../ui/page-title.js';
import { SelectField } from '../ui/select-field.js';
import { ChosenSite } from '../ui/site-choice.js';
import { TextField } from '../ui/text-field.js';
import {
  cashierParams,
  filtersOf,
  isQueue,
  NO_FILTERS,
  ORDER_KINDS,
  ORDER_STATUSES,
  type OrderFilters,
} from './cashier-query.js';
import { DecideDialog, type DecideOutcome } from './decide-dialog.js';
import { OrdersTable } from './orders-table.js';
import { refreshAfterDecision, useOrders } from './queries.js';

const day = v.union([v.literal(''), v.pipe(v.string(), v.isoDate('cashier.dateInvalid'))], 'cashier.dateInvalid');
const filterSchema = v.pipe(
  v.object({
    status: v.picklist(ORDER_STATUSES),
    kind: v.picklist(['', ...ORDER_KINDS] as const),
    member: v.pipe(v.string(), v.trim(), v.maxLength(64, 'cashier.memberTooLong')),
    from: day,
    to: day,
  }),
  v.forward(
    v.partialCheck(
      [['from'], ['to']],
      (filters) => !filters.from || !filters.to || filters.from <= filters.to,
      'cashier.rangeInvalid',
    ),
    ['to'],
  ),
);

export function CashierPage() {
  const { t } = useTranslation();
  usePageTitle(t('nav.cashier'));
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);

  return (
    <>
      <h1>{t('cashier.title')}</h1>
      <ChosenSite label={t('cashier.site')} none={t('cashier.noSites')}>
        {(site) => (
          <>
            <OrderFilterForm
              // A link or the site choice changes the address: the form shows what it now says.
              key={params.toString()}
              filters={filters}
              onApply={(next) => setParams(cashierParams(site.site_id, next))}
            />
            <OrderList key={site.site_id} siteId={site.site_id} filters={filters} />
          </>
        )}
      </ChosenSite>
    </>
  );
}

function OrderFilterForm({ filters, onApply }: { filters: OrderFilters; onApply: (filters: OrderFilters) => void }) {
  const { t } = useTranslation();
  const message = useMessage();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<OrderFilters>({ resolver: valibotResolver(filterSchema), defaultValues: filters });
  return (
    <form className="filters" aria-label={t('cashier.filters')} noValidate onSubmit={handleSubmit(onApply)}>
      <SelectField label={t('cashier.status')} {...register('status')}>
        {ORDER_STATUSES.map((status) => (
          <option key={status} value={status}>
            {t(`cashier.statusFilter.${status}`)}
          </option>
        ))}
      </SelectField>
      <SelectField label={t('cashier.kind')} {...register('kind')}>
        <option value="">{t('cashier.anyKind')}</option>
        {ORDER_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {t(`cashier.kindsPlural.${kind}`)}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('cashier.memberAccount')}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        error={message(errors.member?.message)}
        {...register('member')}
      />
      <TextField label={t('cashier.from')} type="date" error={message(errors.from?.message)} {...register('from')} />
      <TextField label={t('cashier.to')} type="date" error={message(errors.to?.message)} {...register('to')} />
      <div className="filters__actions">
        <button type="submit" className="button button--primary">
          {t('cashier.apply')}
        </button>
        <button type="button" className="button" onClick={() => onApply(NO_FILTERS)}>
          {t('cashier.clear')}
        </button>
      </div>
    </form>
  );
}

type Decision = { order: SiteOrder; approve: boolean };

function OrderList({ siteId, filters }: { siteId: string; filters: OrderFilters }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const can = useCan();
  const queryClient = useQueryClient();
  const orders = useOrders(siteId, filters);
  const heading = useRef<HTMLHeadingElement>(null);
  const [decision, setDecision] = useState<Decision | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  // After a decision the order's row may be gone: focus goes to the list's heading, by the news.
  const [decisions, setDecisions] = useState(0);
  useEffect(() => {
    if (decisions > 0) heading.current?.focus();
  }, [decisions]);
  const queue = isQueue(filters);
  const title = queue ? t('cashier.queueTitle') : t('cashier.historyTitle');

  const decided = (outcome: DecideOutcome) => {
    setDecision(null);
    setDecisions((count) => count + 1);
    if (outcome.kind === 'decided') {
      setAlert(null);
      setDone(
        t(outcome.order.status === 'approved' ? 'cashier.approved' : 'cashier.declined', {
          order: outcome.order.order_number,
        }),
      );
    } else {
      setDone(null);
      setAlert(t('cashier.conflict', { message: outcome.message }));
    }
    void refreshAfterDecision(queryClient, siteId);
  };

  return (
    // The table's scrolling box is the region the heading names (one landmark, not two).
    <section>
      <h2 id="cashier-orders-title" ref={heading} tabIndex={-1}>
        {title}
      </h2>
      <p>{queue ? t('cashier.queueIntro') : t('cashier.historyIntro')}</p>
      <Status text={done} />
      <Alert text={alert} />
      {orders.isPending ? (
        <Loading />
      ) : orders.isLoadingError ? (
        <Alert text={errorText(orders.error)} />
      ) : (
        <>
          {orders.data.pages[0]?.items.length === 0 ? (
            <p>{queue ? t('cashier.queueEmpty') : t('cashier.historyEmpty')}</p>
          ) : (
            <OrdersTable
              orders={orders.data.pages.flatMap((page) => page.items)}
              labelledBy="cashier-orders-title"
              caption={title}
              siteId={siteId}
              linkMembers={can('members.read')}
              onDecide={
                can('cashier.decide')
                  ? (order, approve) => {
                      setDone(null);
                      setAlert(null);
                      setDecision({ order, approve });
                    }
                  : undefined
              }
            />
          )}
          {orders.isError ? <Alert text={errorText(orders.error)} /> : null}
          <LoadMore list={orders} label={t('cashier.loadMore')} />
        </>
      )}
      {decision ? (
        <DecideDialog
          siteId={siteId}
          order={decision.order}
          approve={decision.approve}
          onDone={decided}
          onCancel={() => setDecision(null)}
          returnFocus={heading}
        />
      ) : null}
    </section>
  );
}
