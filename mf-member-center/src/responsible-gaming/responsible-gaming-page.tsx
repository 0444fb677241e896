// Responsible gaming (issue 14, /user/ResponsibleGaming): the member's own limits — deposit and
// loss limits per day, week and month, the session time limit, reality checks — then time-out
// and self-exclusion, and the history of every change. One read (ResponsibleGamingState); every
// setting call answers the new state, which replaces it. A 'settings' notice (another tab
// changed something) or a reached limit asks it again.
import { BusEvent, QueryStatus, useRemoteProps } from '@croupier/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useStatusLabels } from '../frame/use-status-labels.js';
import { NAMESPACE } from '../i18n.js';
import { memberKeys } from '../query-keys.js';
import { useMemberId, useRgState } from './api/state.js';
import { ExclusionSection } from './exclusion.js';
import { MoneyLimits } from './money-limits.js';
import { RealityCheckSetting } from './reality-check-setting.js';
import { RgHistory } from './rg-history.js';
import { SessionLimit } from './session-limit.js';
import { injectRgStyles } from './styles.js';

export function ResponsibleGamingPage() {
  const { t } = useTranslation(NAMESPACE);
  const status = useStatusLabels();
  const state = useRgState();
  useNoticeRefetch();
  injectRgStyles();

  if (!state.data) return <QueryStatus query={state} labels={status} />;
  return (
    <div className="mfmc-rg">
      <p className="mfmc-rg__hint">{t('rg.intro')}</p>
      <MoneyLimits kind="deposit" state={state.data} />
      <MoneyLimits kind="loss" state={state.data} />
      <SessionLimit state={state.data} />
      <RealityCheckSetting state={state.data} />
      <ExclusionSection kind="time_out" currency={state.data.currency} />
      <ExclusionSection kind="self_exclusion" currency={state.data.currency} />
      <RgHistory currency={state.data.currency} />
    </div>
  );
}

/** The shell relays the member channel's notices on the bus: the room or a setting changed. */
function useNoticeRefetch(): void {
  const { bus, queryClient } = useRemoteProps();
  const memberId = useMemberId();
  useEffect(
    () =>
      bus.on(BusEvent.responsibleGamingNotice, () => {
        void queryClient.invalidateQueries({ queryKey: memberKeys.responsibleGaming(memberId) });
      }),
    [bus, queryClient, memberId],
  );
}
