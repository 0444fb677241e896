// Orders as a table (the cashier's queue and history, a member's orders): number, member, kind,
// amount in its currency, method, status, times; with `onDecide`, a pending order's Approve and
// Decline. The table scrolls sideways in its own box on a narrow screen.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { SiteOrder } from '../api/types.js';
import { memberPath } from '../members/paths.js';
import { formatTime } from '../ui/format.js';
import { formatMoney } from '../ui/money.js';

interface Props {
  orders: SiteOrder[];
  /** The id of the heading that names the table. */
  labelledBy: string;
  caption: string;
  siteId: string;
  /** Link each member to the member page (members.read); else the account as text. */
  linkMembers: boolean;
  /** Offer Approve and Decline on pending orders (cashier.decide). */
  onDecide?: (order: SiteOrder, approve: boolean) => void;
}

export function OrdersTable({ orders, labelledBy, caption, siteId, linkMembers, onDecide }: Props) {
  const { t } = useTranslation();
  return (
    <div className="table-scroll" role="region" aria-labelledby={labelledBy} tabIndex={0}>
      <table className="table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('cashier.order')}</th>
            <th scope="col">{t('cashier.member')}</th>
            <th scope="col">{t('cashier.kind')}</th>
            <th scope="col" className="table__number">
              {t('cashier.amount')}
            </th>
            <th scope="col">{t('cashier.method')}</th>
            <th scope="col">{t('cashier.status')}</th>
            <th scope="col">{t('cashier.created')}</th>
            <th scope="col">{t('cashier.decided')}</th>
            {onDecide ? <th scope="col">{t('cashier.decision')}</th> : null}
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <OrderRow key={order.id} order={order} siteId={siteId} linkMembers={linkMembers} onDecide={onDecide} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function OrderRow({
  order,
  siteId,
  linkMembers,
  onDecide,
}: {
  order: SiteOrder;
  siteId: string;
  linkMembers: boolean;
  onDecide: Props['onDecide'];
}) {
  const { t, i18n } = useTranslation();
  const time = (at: number) => <time dateTime={new Date(at).toISOString()}>{formatTime(at, i18n.language)}</time>;
  return (
    <tr>
      <th scope="row">
        <code>{order.order_number}</code>
      </th>
      <td>
        {linkMembers ? (
          <Link to={memberPath(siteId, order.member_account)}>
            <code>{order.member_account}</code>
          </Link>
        ) : (
          <code>{order.member_account}</code>
        )}
      </td>
      <td>{t(`cashier.kinds.${order.type}`)}</td>
      <td className="table__number">{formatMoney(order.amount_cents, order.currency, i18n.language)}</td>
      <td>
        {order.method_name}
        {order.bank_account_masked ? (
          <span className="table__sub">
            <code>{order.bank_account_masked}</code>
          </span>
        ) : null}
      </td>
      <td>{t(`cashier.statuses.${order.status}`)}</td>
      <td>{time(order.created_at)}</td>
      <td>{order.decided_at === null ? t('cashier.notDecided') : time(order.decided_at)}</td>
      {onDecide ? (
        <td>
          {order.status === 'pending' ? (
            <div className="row-actions">
              <button
                type="button"
                className="button"
                aria-label={t('cashier.approveLabel', { order: order.order_number })}
                onClick={() => onDecide(order, true)}
              >
                {t('cashier.approve')}
              </button>
              <button
                type="button"
                className="button"
                aria-label={t('cashier.declineLabel', { order: order.order_number })}
                onClick={() => onDecide(order, false)}
              >
                {t('cashier.decline')}
              </button>
            </div>
          ) : null}
        </td>
      ) : null}
    </tr>
  );
}
