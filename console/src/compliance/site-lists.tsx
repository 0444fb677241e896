// The site's waiting raises and removals (soonest first) and its exclusions in force (newest
// first), each row with a button that looks the member up above.
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../ui/errors.js';
import { formatTime } from '../ui/format.js';
import { Loading } from '../ui/loading.js';
import { Alert } from '../ui/outcome.js';
import { useExclusionsInForce, usePendingRaises } from './queries.js';
import { useExclusionText, useLimitValue, useWaitingText } from './texts.js';

type LookUp = (account: string) => void;

function LookUpButton({ account, onLookUp }: { account: string; onLookUp: LookUp }) {
  const { t } = useTranslation();
  return (
    <button type="button" className="button button--link" onClick={() => onLookUp(account)}>
      <code>{account}</code>
      <span className="visually-hidden"> {t('compliance.lookUpHidden')}</span>
    </button>
  );
}

export function PendingRaises({ siteId, onLookUp }: { siteId: string; onLookUp: LookUp }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const limitValue = useLimitValue();
  const waitingText = useWaitingText();
  const raises = usePendingRaises(siteId);
  const rows = raises.data?.pages.flat() ?? [];
  return (
    <section>
      <h2 id="compliance-raises-title">{t('compliance.raises.title')}</h2>
      {raises.isPending ? (
        <Loading />
      ) : raises.isLoadingError ? (
        <Alert text={errorText(raises.error)} />
      ) : rows.length === 0 ? (
        <p>{t('compliance.raises.empty')}</p>
      ) : (
        <div className="table-scroll" role="region" aria-labelledby="compliance-raises-title" tabIndex={0}>
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{t('compliance.memberColumn')}</th>
                <th scope="col">{t('compliance.member.limit')}</th>
                <th scope="col">{t('compliance.member.inForce')}</th>
                <th scope="col">{t('compliance.member.waiting')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((raise) => (
                <tr key={`${raise.member_id}-${raise.subject}`}>
                  <th scope="row">
                    <LookUpButton account={raise.member_account} onLookUp={onLookUp} />
                  </th>
                  <td>{t(`compliance.subjects.${raise.subject}`)}</td>
                  <td>{limitValue(raise.subject, raise.value)}</td>
                  <td>
                    {waitingText(raise.subject, { value: raise.pending_value, effective_at: raise.effective_at })}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <MoreButton list={raises} />
    </section>
  );
}

export function ExclusionsInForce({ siteId, onLookUp }: { siteId: string; onLookUp: LookUp }) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const exclusionText = useExclusionText();
  const exclusions = useExclusionsInForce(siteId);
  const rows = exclusions.data?.pages.flat() ?? [];
  return (
    <section>
      <h2 id="compliance-exclusions-title">{t('compliance.exclusions.title')}</h2>
      {exclusions.isPending ? (
        <Loading />
      ) : exclusions.isLoadingError ? (
        <Alert text={errorText(exclusions.error)} />
      ) : rows.length === 0 ? (
        <p>{t('compliance.exclusions.empty')}</p>
      ) : (
        <div className="table-scroll" role="region" aria-labelledby="compliance-exclusions-title" tabIndex={0}>
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{t('compliance.memberColumn')}</th>
                <th scope="col">{t('compliance.exclusion')}</th>
                <th scope="col">{t('compliance.started')}</th>
                <th scope="col">{t('compliance.until')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((exclusion) => (
                <tr key={exclusion.id}>
                  <th scope="row">
                    <LookUpButton account={exclusion.member_account} onLookUp={onLookUp} />
                  </th>
                  <td>{exclusionText(exclusion.kind, exclusion.period)}</td>
                  <td>{formatTime(exclusion.started_at, i18n.language)}</td>
                  <td>{formatTime(exclusion.until, i18n.language)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <MoreButton list={exclusions} />
    </section>
  );
}

/** "Load more" under a paged list, and what went wrong loading it. */
export function MoreButton({
  list,
}: {
  list: {
    hasNextPage: boolean;
    isFetchingNextPage: boolean;
    isFetchNextPageError: boolean;
    error: unknown;
    fetchNextPage: () => Promise<unknown>;
  };
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return (
    <>
      {list.hasNextPage ? (
        <button
          type="button"
          className="button"
          disabled={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          {t('compliance.more')}
        </button>
      ) : null}
      {list.isFetchNextPageError ? <Alert text={errorText(list.error)} /> : null}
    </>
  );
}
