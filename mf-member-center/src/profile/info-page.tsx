// Info (spec 02 §2, /user/Info): the profile (POST /member/profile), the fields still to fill in,
// the login password and the withdraw password. When the member layout asks for a forced password
// change (first_login_to_change_password 1; phones are sent here), that form comes first with why.
import { useMemberLayout } from '@croupier/shared';
import { QueryStatus } from '@croupier/shared/records';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n.js';
import { useStatusLabels } from '../frame/index.js';
import { useProfile } from './api/profile.js';
import { useRegisterSettings } from './api/register-settings.js';
import { ChangePasswordForm } from './change-password-form.js';
import { ProfileDetails } from './profile-details.js';
import { ProfileFillForm } from './profile-fill-form.js';
import { WithdrawPasswordForm } from './withdraw-password-form.js';

export function InfoPage() {
  const { t } = useTranslation(NAMESPACE);
  const status = useStatusLabels();
  const profile = useProfile();
  const settings = useRegisterSettings();
  const forced = useMemberLayout().data?.first_login_to_change_password === 1;

  return (
    <div className="mfmc-info">
      {forced && (
        <section className="mfmc-card mfmc-card--warn">
          <p>{t('password.forced_reason')}</p>
          <ChangePasswordForm />
        </section>
      )}
      {profile.data ? (
        <>
          <section className="mfmc-card">
            <ProfileDetails profile={profile.data} />
          </section>
          {settings.data && (
            <section className="mfmc-card">
              <ProfileFillForm profile={profile.data} settings={settings.data} />
            </section>
          )}
          {!forced && (
            <section className="mfmc-card">
              <ChangePasswordForm />
            </section>
          )}
          <section className="mfmc-card">
            <WithdrawPasswordForm isSet={profile.data.is_withdraw_password === 1} />
          </section>
        </>
      ) : (
        <QueryStatus query={profile} labels={status} />
      )}
    </div>
  );
}
