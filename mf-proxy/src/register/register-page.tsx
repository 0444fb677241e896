// Register (spec 02 §2 agent menu, §6 "Applying for agent status is checked by a call"): a guest
// sees the plan and is asked to log in or register first (the shell's mf-auth modal, as mf-games
// asks for it); a member is checked (/member/apply_for_agent/check): 101 and 104 are "not
// eligible" with the server's message (a pending application says it is being reviewed), else the
// application form. An approval reloads the member layout (profile.updated), and the frame moves
// an active agent on to the agent centre by itself. `?reason=not_agent`: a centre page was asked
// for by someone who is no active agent; the page says why.
import { AgentCode, BusEvent, useRemoteProps, useStore } from '@croupier/shared';
import { useTranslation } from 'react-i18next';
import { QueryStatus } from '../status/index.js';
import { NAMESPACE } from '../i18n.js';
import { PlanDetails, usePlanCurrency } from '../plan/index.js';
import { useApplyCheck } from './api/apply-check.js';
import { ApplicationForm } from './application-form.js';

export function RegisterPage() {
  const { t } = useTranslation(NAMESPACE);
  const { location, stores } = useRemoteProps();
  const isLoggedIn = useStore(stores.session, (s) => s.isLoggedIn);
  const notAgent = new URLSearchParams(location.search).get('reason') === 'not_agent';
  return (
    <div>
      {notAgent && (
        <p role="status" className="mfp-note">
          {t('access.centre_for_agents')}
        </p>
      )}
      {isLoggedIn ? <MemberApplication /> : <GuestInvitation />}
    </div>
  );
}

function GuestInvitation() {
  const { t } = useTranslation(NAMESPACE);
  const { bus } = useRemoteProps();
  const { currency } = usePlanCurrency();
  return (
    <>
      <p>{t('apply.guest_intro')}</p>
      <div className="mfp-card">
        <p>{t('apply.guest_login_first')}</p>
        <div className="mfp-actions">
          <button
            type="button"
            className="cr-button cr-button--primary"
            onClick={() => bus.emit(BusEvent.openLogin, {})}
          >
            {t('apply.log_in')}
          </button>
          <button type="button" className="cr-button" onClick={() => bus.emit(BusEvent.openLogin, { tab: 'register' })}>
            {t('apply.register')}
          </button>
        </div>
      </div>
      <h3>{t('apply.plan_heading')}</h3>
      <PlanDetails currency={currency} />
    </>
  );
}

function MemberApplication() {
  const { t } = useTranslation(NAMESPACE);
  const check = useApplyCheck();
  if (!check.data) return <QueryStatus query={check} />;
  const { refusal, application } = check.data;
  if (refusal) {
    return (
      <>
        <p role="alert" className="mfp-note">
          {refusal.message || t('apply.not_eligible')}
        </p>
        {refusal.code === AgentCode.applicationPending && <p className="mfp-ok">{t('apply.pending')}</p>}
      </>
    );
  }
  return (
    <>
      <p>{t('apply.member_intro')}</p>
      {application?.status === 'rejected' && <p className="mfp-note">{t('apply.rejected_before')}</p>}
      <ApplicationForm />
    </>
  );
}
