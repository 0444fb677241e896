// The jackpot panel (spec 02 §2, §3): /v2/get_jackpot's jackpot_amount_total padded to 10 integer
// digits, refreshed every JACKPOT_REFRESH_SECONDS (per brand), counting up between amounts without
// moving anything (fixed-width cells) and without motion when the visitor asks for less. Screen
// readers get the real amount once per refresh, never the counting.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, useReducedMotion } from '@croupier/shared';
import { JACKPOT_INTEGER_DIGITS } from '../constants.js';
import { useListParams } from '../lists/index.js';
import { useJackpot } from './api/jackpot.js';
import { formatJackpotCents, jackpotCents } from './format-jackpot.js';
import './jackpot-styles.css';
import { useCountUp } from './use-count-up.js';

/** Shown in the cells until the first amount arrives (same width: nothing moves when it does). */
const PLACEHOLDER = `${'-'.repeat(JACKPOT_INTEGER_DIGITS)}.--`;

export function JackpotPanel() {
  const { t } = useTranslation();
  const currency = useListParams().currency ?? '';
  const reducedMotion = useReducedMotion();
  const titleId = useId();

  const jackpot = useJackpot(currency);
  const amount = jackpot.data?.jackpot_amount_total;
  const target = amount === undefined ? null : jackpotCents(amount);
  const shown = useCountUp(target, !reducedMotion);
  const text = shown === null ? PLACEHOLDER : formatJackpotCents(shown);
  const leadingZeros = shown === null ? 0 : text.length - text.replace(/^0+(?=\d\.)/, '').length;

  let label: string;
  if (target !== null && amount !== undefined) label = t('jackpot.amount', { amount: formatMoney(amount, currency) });
  else if (jackpot.isPending) label = t('jackpot.loading');
  else label = t('jackpot.unavailable');

  return (
    <section className="mf-games-jackpot" aria-labelledby={titleId}>
      <h2 id={titleId} className="mf-games-jackpot__title">
        {t('jackpot.title')}
      </h2>
      <p className="mf-games-jackpot__amount" aria-hidden="true">
        <span className="mf-games-jackpot__currency">{currency}</span>
        <span className="mf-games-jackpot__digits" data-testid="jackpot-digits">
          {[...text].map((char, i) => (
            <span
              // Cells are positions: the same cell shows the next digit.
              key={i}
              className={`mf-games-jackpot__cell${char === '.' ? ' mf-games-jackpot__cell--point' : ''}${i < leadingZeros ? ' mf-games-jackpot__cell--lead' : ''}`}
            >
              {char}
            </span>
          ))}
        </span>
      </p>
      <p className="mf-games-visually-hidden" aria-live="polite" aria-atomic="true">
        {label}
      </p>
    </section>
  );
}
