// Responsible gaming (/user/ResponsibleGaming): the member's own limits — deposit and
// loss limits per day, week and month, the session time limit, reality checks — then time-out
// and self-exclusion, and the history of every change. One read (ResponsibleGamingState); every
// setting call answers the new state, which replaces it. A notice (another tab changed something,
// a limit reached) asks it again: the member-services parcel listens for the whole session.
import { QueryStatus } from '@croupier/shared/records';
import { useTranslation } from 'react-i18next';
import { useStatusLabels } from '../frame/index.js';
import { NAMESPACE } from '../i18n.js';
import { useRgState } from './api/state.js';
import { ExclusionSection } from './exclusion.js';
import { MoneyLimits } from './money-limits.js';
import { RealityCheckSetting } from './reality-check-setting.js';
import { RgHistory } from './rg-history.js';
import { SessionLimit } from './session-limit.js';
import './styles.css';

export function ResponsibleGamingPage() {
  const { t } = useTranslation(NAMESPACE);
  const status = useStatusLabels();
  const state = useRgState();

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
