// The site's agent plans, one per currency: the active-member threshold, the transfer bounds and the
// tiers (net revenue and active members reached, the commission rate). With agents.decide a plan
// is edited, or one added for another of the site's currencies: saving replaces the plan with
// exactly the tiers given (the api checks the rest and says what it refused).
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { useApi } from '../api/context.js';
import { CaptionedTable } from '../ui/captioned-table.js';
import { useErrorText } from '../ui/errors.js';
import { Loading } from '../ui/loading.js';
import { useMessage } from '../ui/message.js';
import { formatAmount } from '../ui/money.js';
import { Alert, Status, useOutcome } from '../ui/outcome.js';
import { TextField } from '../ui/text-field.js';
import { agentsPath, plansKey, usePlans } from './queries.js';
import type { AgentPlan, PlanBody } from './types.js';

/** The most tiers a plan holds (the api's). */
export const MAX_TIERS = 50;

const money = v.pipe(v.string(), v.trim(), v.regex(/^\d{1,12}(\.\d{1,2})?$/, 'agents.plans.moneyInvalid'));
const whole = (min: number, max: number, key: 'agents.plans.tierInvalid' | 'agents.plans.membersInvalid') =>
  v.pipe(
    v.string(),
    v.trim(),
    v.check((text) => /^\d{1,7}$/.test(text) && Number(text) >= min && Number(text) <= max, key),
  );
const schema = v.object({
  currency: v.pipe(v.string(), v.trim(), v.regex(/^[A-Z]{2,8}$/, 'agents.plans.currencyInvalid')),
  active_min_valid_bet: money,
  transfer_min: money,
  transfer_max: money,
  tiers: v.array(
    v.object({
      tier: whole(1, MAX_TIERS, 'agents.plans.tierInvalid'),
      min_net_revenue: money,
      min_active_members: whole(0, 1_000_000, 'agents.plans.membersInvalid'),
      rate: v.pipe(
        v.string(),
        v.trim(),
        v.check((text) => /^\d{1,3}(\.\d{1,2})?$/.test(text) && Number(text) <= 100, 'agents.plans.rateInvalid'),
      ),
    }),
  ),
});
type PlanValues = v.InferInput<typeof schema>;

const valuesOf = (plan: AgentPlan): PlanValues => ({
  ...plan,
  tiers: plan.tiers.map((tier) => ({
    ...tier,
    tier: String(tier.tier),
    min_active_members: String(tier.min_active_members),
  })),
});
const NEW_TIER = { tier: '1', min_net_revenue: '0.00', min_active_members: '1', rate: '0.00' };
const NEW_PLAN: PlanValues = {
  currency: '',
  active_min_valid_bet: '0.00',
  transfer_min: '1.00',
  transfer_max: '1000.00',
  tiers: [NEW_TIER],
};

/** The body the api takes: tier numbers and member counts as numbers. */
export function planBody(values: v.InferOutput<typeof schema>): PlanBody {
  return {
    active_min_valid_bet: values.active_min_valid_bet,
    transfer_min: values.transfer_min,
    transfer_max: values.transfer_max,
    tiers: values.tiers.map((tier) => ({
      tier: Number(tier.tier),
      min_net_revenue: tier.min_net_revenue,
      min_active_members: Number(tier.min_active_members),
      rate: tier.rate,
    })),
  };
}

export function Plans({ siteId, canEdit }: { siteId: string; canEdit: boolean }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const plans = usePlans(siteId);
  const [adding, setAdding] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);

  return (
    <section aria-labelledby="agents-plans-title">
      <h2 id="agents-plans-title">{t('agents.plans.title')}</h2>
      <Status text={done} />
      {plans.isPending ? (
        <Loading />
      ) : plans.isError ? (
        <Alert text={errorText(plans.error)} />
      ) : (
        <>
          {plans.data.length === 0 ? <p>{t('agents.plans.empty')}</p> : null}
          <ul className="desk-cards">
            {plans.data.map((plan) => (
              <li key={plan.currency}>
                <PlanCard siteId={siteId} plan={plan} canEdit={canEdit} onSaved={setDone} />
              </li>
            ))}
          </ul>
          {canEdit ? (
            adding ? (
              <PlanForm
                siteId={siteId}
                initial={NEW_PLAN}
                isNew
                onSaved={(text) => {
                  setDone(text);
                  setAdding(false);
                }}
                onCancel={() => {
                  setAdding(false);
                  addButton.current?.focus();
                }}
              />
            ) : (
              <button ref={addButton} type="button" className="button" onClick={() => setAdding(true)}>
                {t('agents.plans.add')}
              </button>
            )
          ) : null}
        </>
      )}
    </section>
  );
}

function PlanCard({
  siteId,
  plan,
  canEdit,
  onSaved,
}: {
  siteId: string;
  plan: AgentPlan;
  canEdit: boolean;
  onSaved: (text: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const amount = (value: string) => formatAmount(value, plan.currency, i18n.language);
  return (
    <article className="desk-card" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="desk-card__title">
        {t('agents.plans.planOf', { currency: plan.currency })}
      </h3>
      <dl className="desk-facts">
        <div>
          <dt>{t('agents.plans.activeMinValidBet')}</dt>
          <dd>{amount(plan.active_min_valid_bet)}</dd>
        </div>
        <div>
          <dt>{t('agents.plans.transferMin')}</dt>
          <dd>{amount(plan.transfer_min)}</dd>
        </div>
        <div>
          <dt>{t('agents.plans.transferMax')}</dt>
          <dd>{amount(plan.transfer_max)}</dd>
        </div>
      </dl>
      <CaptionedTable id={`${id}-tiers`} caption={t('agents.plans.tiersOf', { currency: plan.currency })}>
        <thead>
          <tr>
            <th scope="col">{t('agents.plans.tier')}</th>
            <th scope="col">{t('agents.plans.minNetRevenue')}</th>
            <th scope="col">{t('agents.plans.minActiveMembers')}</th>
            <th scope="col">{t('agents.plans.rate')}</th>
          </tr>
        </thead>
        <tbody>
          {plan.tiers.map((tier) => (
            <tr key={tier.tier}>
              <th scope="row">{tier.tier}</th>
              <td>{amount(tier.min_net_revenue)}</td>
              <td>{tier.min_active_members}</td>
              <td>{t('agents.percent', { value: tier.rate })}</td>
            </tr>
          ))}
        </tbody>
      </CaptionedTable>
      {canEdit ? (
        editing ? (
          <PlanForm
            siteId={siteId}
            initial={valuesOf(plan)}
            onSaved={(text) => {
              setEditing(false);
              onSaved(text);
            }}
            onCancel={() => {
              setEditing(false);
              editButton.current?.focus();
            }}
          />
        ) : (
          <button
            ref={editButton}
            type="button"
            className="button"
            aria-label={t('agents.plans.editLabel', { currency: plan.currency })}
            onClick={() => setEditing(true)}
          >
            {t('agents.plans.edit')}
          </button>
        )
      ) : null}
    </article>
  );
}

function PlanForm({
  siteId,
  initial,
  isNew = false,
  onSaved,
  onCancel,
}: {
  siteId: string;
  initial: PlanValues;
  isNew?: boolean;
  onSaved: (text: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const message = useMessage();
  const { alert, attempt } = useOutcome();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<PlanValues, unknown, v.InferOutput<typeof schema>>({
    resolver: valibotResolver(schema),
    defaultValues: initial,
  });
  const tiers = useFieldArray({ control, name: 'tiers' });

  const submit = handleSubmit((values) =>
    attempt(async () => {
      await api.post<AgentPlan>(`${agentsPath(siteId)}/plans/${encodeURIComponent(values.currency)}`, planBody(values));
      await queryClient.invalidateQueries({ queryKey: plansKey(siteId) });
      onSaved(t('agents.plans.saved', { currency: values.currency }));
    }),
  );

  return (
    <form
      className="form plan-form"
      noValidate
      aria-label={isNew ? t('agents.plans.add') : t('agents.plans.editLabel', { currency: initial.currency })}
      onSubmit={(event) => void submit(event)}
    >
      {isNew ? (
        <TextField
          label={t('agents.plans.currency')}
          hint={t('agents.plans.currencyHint')}
          className="field--narrow"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          error={message(errors.currency?.message)}
          {...register('currency')}
        />
      ) : null}
      <div className="desk-grid">
        <TextField
          label={t('agents.plans.activeMinValidBet')}
          inputMode="decimal"
          autoComplete="off"
          error={message(errors.active_min_valid_bet?.message)}
          {...register('active_min_valid_bet')}
        />
        <TextField
          label={t('agents.plans.transferMin')}
          inputMode="decimal"
          autoComplete="off"
          error={message(errors.transfer_min?.message)}
          {...register('transfer_min')}
        />
        <TextField
          label={t('agents.plans.transferMax')}
          inputMode="decimal"
          autoComplete="off"
          error={message(errors.transfer_max?.message)}
          {...register('transfer_max')}
        />
      </div>
      {tiers.fields.map((field, index) => (
        <fieldset key={field.id} className="fieldset">
          <legend>{t('agents.plans.tierLegend', { number: index + 1 })}</legend>
          <div className="desk-grid">
            <TextField
              label={t('agents.plans.tier')}
              inputMode="numeric"
              autoComplete="off"
              error={message(errors.tiers?.[index]?.tier?.message)}
              {...register(`tiers.${index}.tier`)}
            />
            <TextField
              label={t('agents.plans.minNetRevenue')}
              inputMode="decimal"
              autoComplete="off"
              error={message(errors.tiers?.[index]?.min_net_revenue?.message)}
              {...register(`tiers.${index}.min_net_revenue`)}
            />
            <TextField
              label={t('agents.plans.minActiveMembers')}
              inputMode="numeric"
              autoComplete="off"
              error={message(errors.tiers?.[index]?.min_active_members?.message)}
              {...register(`tiers.${index}.min_active_members`)}
            />
            <TextField
              label={t('agents.plans.ratePercent')}
              inputMode="decimal"
              autoComplete="off"
              error={message(errors.tiers?.[index]?.rate?.message)}
              {...register(`tiers.${index}.rate`)}
            />
          </div>
          {tiers.fields.length > 1 ? (
            <button type="button" className="button" onClick={() => tiers.remove(index)}>
              {t('agents.plans.removeTier', { number: index + 1 })}
            </button>
          ) : null}
        </fieldset>
      ))}
      <div className="desk-actions">
        {tiers.fields.length < MAX_TIERS ? (
          <button
            type="button"
            className="button"
            onClick={() => tiers.append({ ...NEW_TIER, tier: String(tiers.fields.length + 1) })}
          >
            {t('agents.plans.addTier')}
          </button>
        ) : null}
      </div>
      <Alert text={alert} />
      <div className="desk-actions">
        <button type="submit" className="button button--primary" disabled={isSubmitting}>
          {t('agents.plans.save')}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          {t('agents.plans.cancel')}
        </button>
      </div>
    </form>
  );
}
