// One member: the profile, the balances, the live sessions, the actions the operator's
// permissions allow (member-actions.tsx), the ledger (each row with its stored reason and the
// order it references, so a figure can be traced) and the member's orders.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { isApiError } from '../api/client.js';
import { CONTACT_FIELDS, type LedgerMovement, type MemberDetail, type Site } from '../api/types.js';
import { memberOrdersPath } from '../cashier/cashier-query.js';
import { OrdersTable } from '../cashier/orders-table.js';
import { useCan } from '../session/session.js';
import { useErrorText } from '../ui/errors.js';
import { formatTime } from '../ui/format.js';
import { LoadMore } from '../ui/load-more.js';
import { Loading } from '../ui/loading.js';
import { formatAmount } from '../ui/money.js';
import { Alert } from '../ui/outcome.js';
import { MemberActions } from './member-actions.js';
import { searchPath } from './paths.js';
import { useLedger, useMember, useMemberOrders } from './queries.js';

/** The ledger types the page names; another the api adds later shows as the api writes it. */
const LEDGER_TYPES = [
  'bet',
  'win',
  'transfer_in',
  'transfer_out',
  'deposit',
  'withdrawal',
  'withdrawal_refund',
  'adjustment',
  'reward',
  'agent_transfer_in',
  'agent_transfer_out',
  'commission',
  'red_envelope',
  'signin',
  'promotion',
] as const;
const isLedgerType = (type: string): type is (typeof LEDGER_TYPES)[number] =>
  (LEDGER_TYPES as readonly string[]).includes(type);

export function MemberView({ site, account, q }: { site: Site; account: string; q: string }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const member = useMember(site.site_id, account);
  const heading = useRef<HTMLHeadingElement>(null);
  // Coming from the search (same page, new address): focus starts at the member's heading.
  useEffect(() => {
    heading.current?.focus();
  }, []);

  return (
    <>
      <p className="back-link">
        <Link to={searchPath(site.site_id, q)}>{t('members.back')}</Link>
      </p>
      <h1 ref={heading} tabIndex={-1}>
        {t('members.memberTitle', { account, site: site.site_name })}
      </h1>
      {member.isPending ? (
        <Loading />
      ) : member.isError ? (
        <Alert text={isApiError(member.error, 404) ? t('members.notFound', { account }) : errorText(member.error)} />
      ) : (
        <>
          <Profile detail={member.data} />
          <Balances detail={member.data} />
          <Sessions detail={member.data} />
          <MemberActions siteId={site.site_id} detail={member.data} />
          <Ledger siteId={site.site_id} account={account} currency={member.data.member.member_currency} />
          <Orders siteId={site.site_id} account={account} />
        </>
      )}
    </>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Profile({ detail: { member } }: { detail: MemberDetail }) {
  const { t, i18n } = useTranslation();
  const text = (value: string) => value || t('members.empty');
  const yes = (flag: 0 | 1) => (flag ? t('members.yes') : t('members.no'));
  return (
    <section aria-labelledby="member-profile-title">
      <h2 id="member-profile-title">{t('members.profile')}</h2>
      <dl className="facts facts--grid">
        <Fact label={t('members.account')}>
          <code>{member.member_account}</code>
        </Fact>
        <Fact label={t('members.name')}>{text(member.member_name)}</Fact>
        <Fact label={t('members.status')}>{t(`members.statuses.${member.status}`)}</Fact>
        <Fact label={t('members.currency')}>{member.member_currency}</Fact>
        <Fact label={t('members.phone')}>
          {member.member_phone
            ? t(member.phone_verified ? 'members.phoneVerified' : 'members.phoneUnverified', {
                phone: member.member_phone,
              })
            : t('members.empty')}
        </Fact>
        <Fact label={t('members.email')}>{text(member.member_email)}</Fact>
        <Fact label={t('members.birthday')}>{text(member.member_birthday)}</Fact>
        <Fact label={t('members.identityId')}>{text(member.identity_id)}</Fact>
        {CONTACT_FIELDS.map((field) => (
          <Fact key={field} label={t(`members.contacts.${field}`)}>
            {text(member[field])}
          </Fact>
        ))}
        <Fact label={t('members.memberType')}>{member.member_type}</Fact>
        <Fact label={t('members.agent')}>
          {member.is_agent ? t(member.agent_active ? 'members.agentActive' : 'members.agentInactive') : t('members.no')}
        </Fact>
        <Fact label={t('members.recommendCode')}>{text(member.recommend_code)}</Fact>
        <Fact label={t('members.withdrawPassword')}>{yes(member.is_withdraw_password)}</Fact>
        <Fact label={t('members.mustChangePassword')}>{yes(member.first_login_to_change_password)}</Fact>
        <Fact label={t('members.created')}>{formatTime(member.created_at, i18n.language)}</Fact>
        <Fact label={t('members.lastLogin')}>
          {member.last_login_at === null ? t('members.neverSignedIn') : formatTime(member.last_login_at, i18n.language)}
        </Fact>
      </dl>
    </section>
  );
}

function Balances({ detail: { member, balances } }: { detail: MemberDetail }) {
  const { t, i18n } = useTranslation();
  const money = (amount: string) => formatAmount(amount, member.member_currency, i18n.language);
  return (
    <section aria-labelledby="member-balances-title">
      <h2 id="member-balances-title">{t('members.balances')}</h2>
      <dl className="facts facts--grid">
        <Fact label={t('members.mainWallet')}>{money(balances.main)}</Fact>
        {balances.games.map((wallet) => (
          <Fact key={wallet.gp_id} label={t('members.gameWallet', { provider: wallet.gp_id })}>
            {money(wallet.balance)}
          </Fact>
        ))}
        <Fact label={t('members.total')}>{money(balances.total)}</Fact>
      </dl>
    </section>
  );
}

function Sessions({ detail: { sessions } }: { detail: MemberDetail }) {
  const { t, i18n } = useTranslation();
  const time = (at: number) => formatTime(at, i18n.language);
  return (
    <section>
      <h2 id="member-sessions-title">{t('members.sessions')}</h2>
      {sessions.length === 0 ? (
        <p>{t('members.noSessions')}</p>
      ) : (
        <div className="table-scroll" role="region" aria-labelledby="member-sessions-title" tabIndex={0}>
          <table className="table">
            <caption className="visually-hidden">{t('members.sessions')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('members.sessionId')}</th>
                <th scope="col">{t('members.sessionCreated')}</th>
                <th scope="col">{t('members.lastSeen')}</th>
                <th scope="col">{t('members.expires')}</th>
                <th scope="col">{t('members.address')}</th>
                <th scope="col">{t('members.device')}</th>
              </tr>
            </thead>
            <tbody>
              {sessions.map((session) => (
                <tr key={session.id}>
                  <th scope="row">
                    <code>{session.id}</code>
                  </th>
                  <td>{time(session.created_at)}</td>
                  <td>{time(session.last_seen_at)}</td>
                  <td>{time(session.expires_at)}</td>
                  <td>
                    <code>{session.address}</code>
                  </td>
                  <td className="table__wide">{session.device}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function Ledger({ siteId, account, currency }: { siteId: string; account: string; currency: string }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const ledger = useLedger(siteId, account);
  return (
    <section>
      <h2 id="member-ledger-title">{t('members.ledger')}</h2>
      <p>{t('members.ledgerIntro')}</p>
      {ledger.isPending ? (
        <Loading />
      ) : ledger.isLoadingError ? (
        <Alert text={errorText(ledger.error)} />
      ) : ledger.data.pages[0]?.items.length === 0 ? (
        <p>{t('members.ledgerEmpty')}</p>
      ) : (
        <>
          <div className="table-scroll" role="region" aria-labelledby="member-ledger-title" tabIndex={0}>
            <table className="table">
              <caption className="visually-hidden">{t('members.ledger')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('members.when')}</th>
                  <th scope="col">{t('members.wallet')}</th>
                  <th scope="col">{t('members.type')}</th>
                  <th scope="col" className="table__number">
                    {t('members.amount')}
                  </th>
                  <th scope="col" className="table__number">
                    {t('members.balanceAfter')}
                  </th>
                  <th scope="col">{t('members.reason')}</th>
                  <th scope="col">{t('members.reference')}</th>
                </tr>
              </thead>
              <tbody>
                {ledger.data.pages
                  .flatMap((page) => page.items)
                  .map((row) => (
                    <LedgerRow key={row.id} row={row} currency={currency} />
                  ))}
              </tbody>
            </table>
          </div>
          {ledger.isError ? <Alert text={errorText(ledger.error)} /> : null}
          <LoadMore list={ledger} label={t('members.loadMore')} />
        </>
      )}
    </section>
  );
}

function LedgerRow({ row, currency }: { row: LedgerMovement; currency: string }) {
  const { t, i18n } = useTranslation();
  return (
    <tr>
      <td>
        <time dateTime={new Date(row.created_at).toISOString()}>{formatTime(row.created_at, i18n.language)}</time>
      </td>
      <td>{row.gp_id === null ? t('members.mainWallet') : t('members.gameWallet', { provider: row.gp_id })}</td>
      <td>{isLedgerType(row.type) ? t(`members.ledgerTypes.${row.type}`) : row.type}</td>
      <td className="table__number">{formatAmount(row.amount, currency, i18n.language)}</td>
      <td className="table__number">{formatAmount(row.balance_after, currency, i18n.language)}</td>
      <td>
        <code>{row.reason}</code>
      </td>
      <td>{row.order_number === null ? t('members.noReference') : <code>{row.order_number}</code>}</td>
    </tr>
  );
}

function Orders({ siteId, account }: { siteId: string; account: string }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const can = useCan();
  const orders = useMemberOrders(siteId, account);
  const id = useId();
  return (
    <section>
      <h2 id={`${id}-title`}>{t('members.orders')}</h2>
      {can('cashier.read') ? (
        <p>
          <Link to={memberOrdersPath(siteId, account)}>{t('members.ordersInCashier', { account })}</Link>
        </p>
      ) : null}
      {orders.isPending ? (
        <Loading />
      ) : orders.isLoadingError ? (
        <Alert text={errorText(orders.error)} />
      ) : orders.data.pages[0]?.items.length === 0 ? (
        <p>{t('members.ordersEmpty')}</p>
      ) : (
        <>
          <OrdersTable
            orders={orders.data.pages.flatMap((page) => page.items)}
            labelledBy={`${id}-title`}
            caption={t('members.orders')}
            siteId={siteId}
            linkMembers={false}
          />
          {orders.isError ? <Alert text={errorText(orders.error)} /> : null}
          <LoadMore list={orders} label={t('members.loadMore')} />
        </>
      )}
    </section>
  );
}
