// The console's operators (operators.manage): who they are, their roles and sites, and a form
// that creates one.
import { useTranslation } from 'react-i18next';
import type { Operator } from '../api/types.js';
import { useErrorText } from '../ui/errors.js';
import { formatTime } from '../ui/format.js';
import { Loading } from '../ui/loading.js';
import { Alert } from '../ui/outcome.js';
import { useState } from 'react';
import { usePageTitle } from '../ui/page-title.js';
import { useMe } from '../session/session.js';
import { Status } from '../ui/outcome.js';
import { AccessButton } from './access-dialog.js';
import { CreateOperatorForm } from './create-operator-form.js';
import { useOperators } from './queries.js';

export function OperatorsPage() {
  const { t } = useTranslation();
  usePageTitle(t('nav.operators'));
  return (
    <>
      <h1>{t('operators.title')}</h1>
      <OperatorList />
      <CreateOperatorForm />
    </>
  );
}

function OperatorList() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const operators = useOperators();
  const me = useMe();
  const [done, setDone] = useState<string | null>(null);
  return (
    // The table's scrolling box is the region its heading names: one landmark of that name.
    <section>
      <h2 id="operators-list-title">{t('operators.listTitle')}</h2>
      <Status text={done} />
      {operators.isPending ? (
        <Loading />
      ) : operators.isError ? (
        <Alert text={errorText(operators.error)} />
      ) : operators.data.length === 0 ? (
        <p>{t('operators.empty')}</p>
      ) : (
        <div className="table-scroll" role="region" aria-labelledby="operators-list-title" tabIndex={0}>
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{t('operators.account')}</th>
                <th scope="col">{t('operators.displayName')}</th>
                <th scope="col">{t('operators.roles')}</th>
                <th scope="col">{t('operators.sites')}</th>
                <th scope="col">{t('operators.secondFactor')}</th>
                <th scope="col">{t('operators.status')}</th>
                <th scope="col">{t('operators.created')}</th>
                <th scope="col">{t('operators.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {operators.data.map((operator) => (
                <OperatorRow key={operator.id} operator={operator} mine={operator.id === me.id} onDone={setDone} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function OperatorRow({
  operator,
  mine,
  onDone,
}: {
  operator: Operator;
  /** The signed-in owner's own row: no hold on its own access. */
  mine: boolean;
  onDone: (text: string) => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <tr>
      <th scope="row">
        <code>{operator.account}</code>
      </th>
      <td>{operator.display_name}</td>
      <td>{operator.roles.map((role) => t(`roles.${role}`)).join(', ')}</td>
      <td>{operator.all_sites ? t('operators.allSites') : operator.site_ids.join(', ')}</td>
      <td>{operator.totp_enrolled ? t('operators.enrolled') : t('operators.notEnrolled')}</td>
      <td>{operator.disabled ? t('operators.disabled') : t('operators.active')}</td>
      <td>{formatTime(operator.created_at, i18n.language)}</td>
      <td>{mine ? null : <AccessButton operator={operator} onDone={onDone} />}</td>
    </tr>
  );
}
