// The daily sign-in: each currency's activity (on or off, its days, the reward of each of the 7
// days of its cycle) and the form that sets one currency's, filled in with what it has now.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
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
import type { SigninActivity } from './types.js';

/** Days of the sign-in's cycle. */
export const SIGNIN_DAYS = 7;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (text: string) => {
  if (!DAY.test(text)) return false;
  const at = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === text;
};
const reward = (text: string) => {
  const cents = centsOf(text);
  return cents !== null && cents >= 0 && !/^[+-]/.test(text.trim());
};

const schema = v.pipe(
  v.object({
    active: v.boolean(),
    start_date: v.pipe(v.string(), v.check(isDay, 'content.signin.dayInvalid')),
    end_date: v.pipe(
      v.string(),
      v.check((text) => text === '' || isDay(text), 'content.signin.dayInvalid'),
    ),
    rewards: v.array(v.pipe(v.string(), v.trim(), v.check(reward, 'content.amountInvalid'))),
  }),
  v.forward(
    v.partialCheck(
      [['start_date'], ['end_date']],
      ({ start_date, end_date }) => end_date === '' || end_date >= start_date,
      'content.signin.endBeforeStart',
    ),
    ['end_date'],
  ),
);
type Values = v.InferOutput<typeof schema>;

const today = () => new Date().toISOString().slice(0, 10);
const valuesOf = (activity: SigninActivity | undefined): Values => ({
  active: activity?.active ?? false,
  start_date: activity?.start_date ?? today(),
  end_date: activity?.end_date ?? '',
  rewards: activity?.rewards.slice(0, SIGNIN_DAYS) ?? Array<string>(SIGNIN_DAYS).fill('0.00'),
});

export function Signin({ siteId, currencies }: SectionProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const list = useContentList(siteId, 'signin');
  const [currency, setCurrency] = useState(currencies[0] ?? '');
  const all = [...new Set([...currencies, ...(list.data?.items ?? []).map((a) => a.currency)])];

  return (
    <>
      <ListState pending={list.isPending} error={list.isError ? errorText(list.error) : null} />
      {list.data ? (
        <>
          {list.data.items.length === 0 ? (
            <p>{t('content.signin.empty')}</p>
          ) : (
            <CaptionedTable id="content-signin-list" caption={t('content.signin.listTitle')}>
              <thead>
                <tr>
                  <th scope="col">{t('content.currency')}</th>
                  <th scope="col">{t('content.signin.state')}</th>
                  <th scope="col">{t('content.signin.days')}</th>
                  <th scope="col">{t('content.signin.rewards')}</th>
                </tr>
              </thead>
              <tbody>
                {list.data.items.map((activity) => (
                  <tr key={activity.currency}>
                    <th scope="row">{activity.currency}</th>
                    <td>{activity.active ? t('content.signin.on') : t('content.signin.off')}</td>
                    <td>
                      {activity.end_date
                        ? t('content.signin.span', { start: activity.start_date, end: activity.end_date })
                        : t('content.signin.from', { start: activity.start_date })}
                    </td>
                    <td>{activity.rewards.join(' · ')}</td>
                  </tr>
                ))}
              </tbody>
            </CaptionedTable>
          )}
          <SelectField
            label={t('content.currency')}
            className="field--narrow"
            value={currency}
            onChange={(event) => setCurrency(event.target.value)}
          >
            {all.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </SelectField>
          {currency ? (
            <SigninForm
              key={currency}
              siteId={siteId}
              currency={currency}
              activity={list.data.items.find((a) => a.currency === currency)}
            />
          ) : null}
        </>
      ) : null}
    </>
  );
}

function SigninForm({
  siteId,
  currency,
  activity,
}: {
  siteId: string;
  currency: string;
  activity: SigninActivity | undefined;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const message = useMessage();
  const refetch = useRefetch(siteId);
  const id = useId();
  const { alert, done, setDone, attempt } = useOutcome();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver: valibotResolver(schema), defaultValues: valuesOf(activity) });

  const submit = handleSubmit((values) =>
    attempt(async () => {
      const body: SigninActivity = {
        currency,
        active: values.active,
        start_date: values.start_date,
        end_date: values.end_date === '' ? null : values.end_date,
        rewards: values.rewards,
      };
      await api.post<SigninActivity>(sitePath(siteId, 'signin'), body);
      setDone(t('content.signin.saved', { currency }));
      await refetch('signin');
    }),
  );

  return (
    <section aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('content.signin.formTitle', { currency })}</h3>
      <form onSubmit={submit} noValidate className="form">
        <div className="check">
          <input type="checkbox" id={`${id}-active`} {...register('active')} />
          <label htmlFor={`${id}-active`}>{t('content.signin.active')}</label>
        </div>
        <div className="filters">
          <TextField
            label={t('content.signin.start')}
            type="date"
            error={message(errors.start_date?.message)}
            {...register('start_date')}
          />
          <TextField
            label={t('content.signin.end')}
            hint={t('content.signin.endHint')}
            type="date"
            error={message(errors.end_date?.message)}
            {...register('end_date')}
          />
        </div>
        <fieldset className="fieldset">
          <legend>{t('content.signin.rewardsLegend', { currency })}</legend>
          <div className="filters">
            {Array.from({ length: SIGNIN_DAYS }, (_, day) => (
              <TextField
                key={day}
                label={t('content.signin.day', { number: day + 1 })}
                inputMode="decimal"
                autoComplete="off"
                error={message(errors.rewards?.[day]?.message)}
                {...register(`rewards.${day}`)}
              />
            ))}
          </div>
        </fieldset>
        <Outcome alert={alert} done={done} />
        <button type="submit" className="button button--primary" disabled={isSubmitting}>
          {t('content.signin.save')}
        </button>
      </form>
    </section>
  );
}
