// Whether the currency offers friend recommendation (POST /bonus_setting/check): the register
// form then shows the referral code field. A failed check counts as "not offered".
import { useEffect, useState } from 'react';
import type { ApiClient } from '@croupier/shared';
import { checkBonusSetting } from '../api/check-bonus-setting.js';

export function useIsFriend(api: ApiClient, siteId: string, currency: string): boolean {
  const [answer, setAnswer] = useState<{ currency: string; isFriend: boolean } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    checkBonusSetting(api, { site_id: siteId, member_currency: currency }, controller.signal).then(
      (r) => setAnswer({ currency, isFriend: r.success && r.data?.is_friend === true }),
      () => {
        if (!controller.signal.aborted) setAnswer({ currency, isFriend: false });
      },
    );
    return () => controller.abort();
  }, [api, siteId, currency]);
  return answer?.currency === currency && answer.isFriend;
}
