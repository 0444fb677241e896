// Red envelopes: the site's envelopes (newest first) and a new one in a currency of the site, for a
// number of minutes from now or until a time (America/Caracas, as the api reads it). Its budget
// must cover shares × the smallest share.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { useApi } from '../api/context.js';
import { CaptionedTable } from '../ui/captioned-table.js';
import { useErrorText } from '../ui/errors.js';
import { centsOf } from '../ui/money.js';
import { useMessage } from '../ui/message.js';
import { Outcome, useOutcome } from '../ui/outcome.js';
import { SelectField } from '../ui/select-field.js';
import { TextField } from '../ui/text-field.js';
import { ListState, type SectionProps } from './fields.js';
import { sitePath, useContentList, useRefetch } from './queries.js';
import type { NewRedEnvelope, RedEnvelope } from './types.js';

const SHARES_MAX = 100_000;
const MINUTES_MAX = 366 * 24 * 60;
const END_AT = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

const positiveAmount = (text: string) => {
  const cents = centsOf(text);
  return cents !== null && cents > 0 && !/^[+-]/.test(text.trim());
};
const whole = (text: string, min: number, max: number) =>
  /^\d+$/.test(text.trim()) && Number(text) >= min && Number(text) <= max;

const schema = v.pipe(
  v.object({
    currency: v.pipe(v.string(), v.nonEmpty('content.redEnvelopes.currencyRequired')),
    budget: v.pipe(v.string(), v.trim(), v.check(positiveAmount, 'content.amountInvalid')),
    shares: v.pipe(
      v.string(),
      v.trim(),
      v.check((text) => whole(text, 1, SHARES_MAX), 'content.redEnvelopes.sharesInvalid'),
    ),
    min: v.pipe(v.string(), v.trim(), v.check(positiveAmount, 'content.amountInvalid')),
    until: v.picklist(['minutes', 'end_at']),
    minutes: v.pipe(v.string(), v.trim()),
    end_at: v.pipe(v.string(), v.trim()),
  }),
  v.forward(
    v.partialCheck(
      [['until'], ['minutes']],
      ({ until, minutes }) => until !== 'minutes' || whole(minutes, 1, MINUTES_MAX),
      'content.redEnvelopes.minutesInvalid',
    ),
    ['minutes'],
  ),
  v.forward(
    v.partialCheck(
      [['until'], ['end_at']],
      ({ until, end_at }) => until !== 'end_at' || END_AT.test(end_at),
      'content.redEnvelopes.endAtInvalid',
    ),
    ['end_at'],
  ),
  v.forward(
    v.partialCheck(
      [['budget'], ['shares'], ['min']],
      ({ budget, shares, min }) =>
        !positiveAmount(budget) ||
        !positiveAmount(min) ||
        !/^\d+$/.test(shares) ||
        centsOf(budget)! >= Number(shares) * centsOf(min)!,
      'content.redEnvelopes.budgetTooSmall',
    ),
    ['budget'],
  ),
);
type Values = v.InferOutput<typeof schema>;

export function redEnvelopeBody(values: Values): NewRedEnvelope {
  return {
    currency: values.currency,
    budget: values.budget,
    shares: Number(values.shares),
    min: values.min,
    ...(values.until === 'minutes' ? { seconds: Number(values.minutes) * 60 } : { end_at: values.end_at }),
  };
}

export function RedEnvelopes({ siteId, currencies }: SectionProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const list = useContentList(siteId, 'red-envelopes');

  return (
    <>
      <ListState pending={list.isPending} error={list.isError ? errorText(list.error) : null} />
      {list.data ? (
        list.data.items.length === 0 ? (
          <p>{t('content.redEnvelopes.empty')}</p>
        ) : (
          <EnvelopeTable items={list.data.items} />
        )
      ) : null}
      <NewEnvelope siteId={siteId} currencies={currencies} />
    </>
  );
}

function EnvelopeTable({ items }: { items: RedEnvelope[] }) {
  const { t } = useTranslation();
  return (
    <CaptionedTable id="content-envelopes-list" caption={t('content.redEnvelopes.listTitle')}>
      <thead>
        <tr>
          <th scope="col">{t('content.redEnvelopes.id')}</th>
          <th scope="col">{t('content.currency')}</th>
          <th scope="col" className="table__number">
            {t('content.redEnvelopes.budget')}
          </th>
          <th scope="col" className="table__number">
            {t('content.redEnvelopes.claimed')}
          </th>
          <th scope="col" className="table__number">
            {t('content.redEnvelopes.paid')}
          </th>
          <th scope="col">{t('content.redEnvelopes.runs')}</th>
          <th scope="col">{t('content.redEnvelopes.state')}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((envelope) => (
          <tr key={envelope.id}>
            <th scope="row">
              <code>{envelope.id}</code>
            </th>
            <td>{envelope.currency}</td>
            <td className="table__number">{envelope.budget}</td>
            <td className="table__number">
              {t('content.redEnvelopes.claimedOf', { claimed: envelope.claimed, shares: envelope.shares })}
            </td>
            <td className="table__number">{envelope.paid}</td>
            <td>{t('content.redEnvelopes.span', { start: envelope.start_at, end: envelope.end_at })}</td>
            <td>{envelope.running ? t('content.redEnvelopes.running') : t('content.redEnvelopes.ended')}</td>
          </tr>
        ))}
      </tbody>
    </CaptionedTable>
  );
}

function NewEnvelope({ siteId, currencies }: { siteId: string; currencies: string[] }) {
  const { t } = useTranslation();
  const api = useApi();
  const message = useMessage();
  const refetch = useRefetch(siteId);
  const id = useId();
  const { alert, done, setDone, attempt } = useOutcome();
  const empty: Values = {
    currency: currencies[0] ?? '',
    budget: '',
    shares: '',
    min: '0.01',
    until: 'minutes',
    minutes: '60',
    end_at: '',
  };
  const {
    register,
    handleSubmit,
    control,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver: valibotResolver(schema), defaultValues: empty });
  const until = useWatch({ control, name: 'until' });

  const submit = handleSubmit((values) =>
    attempt(async () => {
      const created = await api.post<{ id: number; end_at: string }>(
        sitePath(siteId, 'red-envelopes'),
        redEnvelopeBody(values),
      );
      reset(empty);
      setDone(t('content.redEnvelopes.created', { id: created.id, end: created.end_at }));
      await refetch('red-envelopes');
    }),
  );

  return (
    <section aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('content.redEnvelopes.newTitle')}</h3>
      <form onSubmit={submit} noValidate className="form">
        <SelectField
          label={t('content.currency')}
          className="field--narrow"
          error={message(errors.currency?.message)}
          {...register('currency')}
        >
          {currencies.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('content.redEnvelopes.budget')}
          hint={t('content.amountHint')}
          inputMode="decimal"
          autoComplete="off"
          className="field--narrow"
          error={message(errors.budget?.message)}
          {...register('budget')}
        />
        <TextField
          label={t('content.redEnvelopes.shares')}
          inputMode="numeric"
          autoComplete="off"
          className="field--narrow"
          error={message(errors.shares?.message)}
          {...register('shares')}
        />
        <TextField
          label={t('content.redEnvelopes.min')}
          hint={t('content.redEnvelopes.minHint')}
          inputMode="decimal"
          autoComplete="off"
          className="field--narrow"
          error={message(errors.min?.message)}
          {...register('min')}
        />
        <fieldset className="fieldset">
          <legend>{t('content.redEnvelopes.until')}</legend>
          <div className="check">
            <input type="radio" id={`${id}-minutes`} value="minutes" {...register('until')} />
            <label htmlFor={`${id}-minutes`}>{t('content.redEnvelopes.forMinutes')}</label>
          </div>
          <div className="check">
            <input type="radio" id={`${id}-end`} value="end_at" {...register('until')} />
            <label htmlFor={`${id}-end`}>{t('content.redEnvelopes.untilTime')}</label>
          </div>
          {until === 'minutes' ? (
            <TextField
              label={t('content.redEnvelopes.minutes')}
              inputMode="numeric"
              autoComplete="off"
              className="field--narrow"
              error={message(errors.minutes?.message)}
              {...register('minutes')}
            />
          ) : (
            <TextField
              label={t('content.redEnvelopes.endAt')}
              hint={t('content.redEnvelopes.endAtHint')}
              autoComplete="off"
              placeholder="2026-12-31 23:59:59"
              className="field--narrow"
              error={message(errors.end_at?.message)}
              {...register('end_at')}
            />
          )}
        </fieldset>
        <Outcome alert={alert} done={done} />
        <button type="submit" className="button button--primary" disabled={isSubmitting}>
          {t('content.redEnvelopes.create')}
        </button>
      </form>
    </section>
  );
}
