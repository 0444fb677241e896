// The member's profile as a description list (spec 02 §3): every field, an empty one said as
// "Not set"; the phone says whether it was verified, the withdraw password only whether it is set.
import type { MemberProfile } from '@croupier/shared';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n.js';

type TextField = Exclude<
  keyof MemberProfile,
  'id' | 'is_withdraw_password' | 'phone_verified' | 'created_at' | 'recommend_code'
>;

/** In the order shown; labels are registration's where it has the field. */
const ROWS: readonly { field: TextField; label: string }[] = [
  { field: 'member_account', label: 'signup.field.member_account' },
  { field: 'member_name', label: 'signup.field.member_name' },
  { field: 'member_currency', label: 'signup.field.member_currency' },
  { field: 'member_birthday', label: 'signup.field.member_birthday' },
  { field: 'member_email', label: 'signup.field.member_email' },
  { field: 'member_phone', label: 'signup.field.member_phone' },
  { field: 'identity_id', label: 'signup.field.identity_id' },
  { field: 'member_qq', label: 'signup.field.member_qq' },
  { field: 'member_wechat', label: 'signup.field.member_wechat' },
  { field: 'member_whats_app', label: 'signup.field.member_whats_app' },
  { field: 'member_zalo', label: 'signup.field.member_zalo' },
  { field: 'member_fb', label: 'signup.field.member_fb' },
  { field: 'member_telegram', label: 'signup.field.member_telegram' },
  { field: 'member_skype', label: 'signup.field.member_skype' },
  { field: 'member_line', label: 'info.field_line' },
  { field: 'member_others', label: 'signup.field.member_others' },
];

export function ProfileDetails({ profile }: { profile: MemberProfile }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <dl className="mfmc-details">
      {ROWS.map(({ field, label }) => (
        <div key={field}>
          <dt>{t(label)}</dt>
          <dd>
            {profile[field] || <span className="mfmc-muted">{t('info.not_set')}</span>}
            {field === 'member_phone' && profile.member_phone && (
              <span className={profile.phone_verified ? 'mfmc-tag mfmc-tag--ok' : 'mfmc-tag'}>
                {t(profile.phone_verified ? 'info.phone_verified' : 'info.phone_unverified')}
              </span>
            )}
          </dd>
        </div>
      ))}
      <div>
        <dt>{t('signup.field.withdraw_password')}</dt>
        <dd>{t(profile.is_withdraw_password ? 'info.withdraw_password_set' : 'info.withdraw_password_not_set')}</dd>
      </div>
    </dl>
  );
}
