// The members' login attempts (newest first, "Load more" for older ones) and the login throttle's
// account locks, for every account or one.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../ui/errors.js';
import { formatTime } from '../ui/format.js';
import { Loading } from '../ui/loading.js';
import { Alert } from '../ui/outcome.js';
import { TextField } from '../ui/text-field.js';
import { useLoginAttempts, useLoginLocks } from './queries.js';
import { MoreButton } from './site-lists.js';

/** The results the console has words for; any other shows as the api names it. */
const LOGIN_RESULTS = [
  'success',
  'accountWrong',
  'accountDisabled',
  'accountFrozen',
  'captchaFailed',
  'ipError',
  'deviceVerification',
  'deviceNoContact',
  'transferVerification',
  'tooFrequent',
] as const;
type LoginResult = (typeof LOGIN_RESULTS)[number];
const isKnownResult = (result: string): result is LoginResult => (LOGIN_RESULTS as readonly string[]).includes(result);

export function Logins({ siteId }: { siteId: string }) {
  const { t } = useTranslation();
  const [account, setAccount] = useState('');
  const { register, handleSubmit, reset } = useForm<{ account: string }>({ defaultValues: { account: '' } });
  return (
    <section aria-labelledby="compliance-logins-title">
      <h2 id="compliance-logins-title">{t('compliance.logins.title')}</h2>
      <form
        className="filters"
        noValidate
        aria-label={t('compliance.logins.filter')}
        onSubmit={(event) => void handleSubmit((values) => setAccount(values.account.trim().slice(0, 64)))(event)}
      >
        <TextField
          label={t('compliance.logins.account')}
          hint={t('compliance.logins.accountHint')}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={64}
          {...register('account')}
        />
        <div className="filters__actions">
          <button type="submit" className="button button--primary">
            {t('compliance.logins.apply')}
          </button>
          <button
            type="button"
            className="button"
            onClick={() => {
              reset({ account: '' });
              setAccount('');
            }}
          >
            {t('compliance.logins.clear')}
          </button>
        </div>
      </form>
      <Attempts siteId={siteId} account={account} />
      <Locks siteId={siteId} account={account} />
    </section>
  );
}

function Attempts({ siteId, account }: { siteId: string; account: string }) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const attempts = useLoginAttempts(siteId, account);
  const rows = attempts.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <>
      <h3 id="compliance-attempts-title">{t('compliance.logins.attempts')}</h3>
      {attempts.isPending ? (
        <Loading />
      ) : attempts.isLoadingError ? (
        <Alert text={errorText(attempts.error)} />
      ) : rows.length === 0 ? (
        <p>{t('compliance.logins.noAttempts')}</p>
      ) : (
        <div className="table-scroll" role="region" aria-labelledby="compliance-attempts-title" tabIndex={0}>
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{t('compliance.logins.when')}</th>
                <th scope="col">{t('compliance.logins.account')}</th>
                <th scope="col">{t('compliance.logins.result')}</th>
                <th scope="col">{t('compliance.logins.address')}</th>
                <th scope="col">{t('compliance.logins.device')}</th>
                <th scope="col">{t('compliance.logins.browser')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((attempt) => (
                <tr key={attempt.id}>
                  <td>{formatTime(attempt.created_at, i18n.language)}</td>
                  <td>
                    <code>{attempt.member_account}</code>
                  </td>
                  <td>
                    {isKnownResult(attempt.result)
                      ? t(`compliance.logins.results.${attempt.result}`)
                      : t('compliance.logins.otherResult', { code: attempt.result_code })}
                  </td>
                  <td>
                    <code>{attempt.ip}</code>
                  </td>
                  <td>{attempt.device}</td>
                  <td>{attempt.browser}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <MoreButton list={attempts} />
    </>
  );
}

function Locks({ siteId, account }: { siteId: string; account: string }) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const locks = useLoginLocks(siteId, account);
  return (
    <>
      <h3 id="compliance-locks-title">{t('compliance.logins.locks')}</h3>
      {locks.isPending ? (
        <Loading />
      ) : locks.isError ? (
        <Alert text={errorText(locks.error)} />
      ) : locks.data.length === 0 ? (
        <p>{t('compliance.logins.noLocks')}</p>
      ) : (
        <div className="table-scroll" role="region" aria-labelledby="compliance-locks-title" tabIndex={0}>
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{t('compliance.logins.account')}</th>
                <th scope="col">{t('compliance.logins.lockedUntil')}</th>
                <th scope="col">{t('compliance.logins.lockState')}</th>
              </tr>
            </thead>
            <tbody>
              {locks.data.map((lock) => (
                <tr key={lock.member_account}>
                  <th scope="row">
                    <code>{lock.member_account}</code>
                  </th>
                  <td>{formatTime(lock.locked_until, i18n.language)}</td>
                  <td>{lock.in_force ? t('compliance.logins.locked') : t('compliance.logins.lockOver')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
