// A new operator: account, name, an initial password, roles (from /roles), and either every site
// or some of those in the creating operator's scope.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useController, useForm, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { isApiError } from '../api/client.js';
import { useApi } from '../api/context.js';
import { ROLES, type NewOperator, type Operator } from '../api/types.js';
import { useMe } from '../session/session.js';
import { useSites } from '../sites/queries.js';
import { useErrorText } from '../ui/errors.js';
import { Loading } from '../ui/loading.js';
import { useMessage } from '../ui/message.js';
import { Alert, Outcome } from '../ui/outcome.js';
import { TextField } from '../ui/text-field.js';
import { OPERATORS_KEY, useRoles } from './queries.js';

/** The shortest initial password the form takes. */
export const MIN_PASSWORD_LENGTH = 12;

const schema = v.pipe(
  v.object({
    account: v.pipe(
      v.string(),
      v.trim(),
      v.minLength(3, 'operators.form.accountLength'),
      v.maxLength(32, 'operators.form.accountLength'),
      v.regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'operators.form.accountCharacters'),
    ),
    display_name: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty('operators.form.displayNameRequired'),
      v.maxLength(64, 'operators.form.displayNameLength'),
    ),
    password: v.pipe(
      v.string(),
      v.minLength(MIN_PASSWORD_LENGTH, 'operators.form.passwordLength'),
      v.maxLength(200, 'operators.form.passwordLength'),
    ),
    roles: v.pipe(v.array(v.picklist(ROLES)), v.minLength(1, 'operators.form.rolesRequired')),
    all_sites: v.boolean(),
    site_ids: v.array(v.string()),
  }),
  v.forward(
    // partialCheck: asked even while another field (the roles) is still wrong (criteriaMode 'all').
    v.partialCheck(
      [['all_sites'], ['site_ids']],
      (values) => values.all_sites || values.site_ids.length > 0,
      'operators.form.sitesRequired',
    ),
    ['site_ids'],
  ),
);
type Values = v.InferInput<typeof schema>;

const EMPTY: Values = { account: '', display_name: '', password: '', roles: [], all_sites: false, site_ids: [] };

export function CreateOperatorForm() {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const message = useMessage();
  const errorText = useErrorText();
  const me = useMe();
  const roles = useRoles();
  const sites = useSites();
  const [alert, setAlert] = useState<string | null>(null);
  const [created, setCreated] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    control,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, NewOperator>({
    resolver: valibotResolver(schema),
    // Every rule is asked (the resolver stops a pipe at its first issue otherwise), so the sites'
    // rule speaks even while the roles are still wrong.
    criteriaMode: 'all',
    defaultValues: EMPTY,
  });
  const allSites = useWatch({ control, name: 'all_sites' });

  const submit = handleSubmit(async (values) => {
    setAlert(null);
    setCreated(null);
    const body: NewOperator = { ...values, site_ids: values.all_sites ? [] : values.site_ids };
    try {
      const operator = await api.post<Operator>('/operators', body);
      reset(EMPTY);
      setCreated(t('operators.form.created', { account: operator.account }));
      await queryClient.invalidateQueries({ queryKey: OPERATORS_KEY });
    } catch (error) {
      if (isApiError(error, 409)) setError('account', { type: 'server', message: 'operators.form.accountTaken' });
      else if (isApiError(error, 400)) setAlert(t('operators.form.invalid'));
      else setAlert(errorText(error));
    }
  });

  return (
    <section aria-labelledby="create-operator-title">
      <h2 id="create-operator-title">{t('operators.form.title')}</h2>
      <form onSubmit={submit} noValidate className="form">
        <TextField
          label={t('operators.account')}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          error={message(errors.account?.message)}
          {...register('account')}
        />
        <TextField
          label={t('operators.displayName')}
          autoComplete="off"
          error={message(errors.display_name?.message)}
          {...register('display_name')}
        />
        <TextField
          label={t('operators.form.password')}
          hint={t('operators.form.passwordHint', { count: MIN_PASSWORD_LENGTH })}
          type="password"
          autoComplete="new-password"
          error={message(errors.password?.message)}
          {...register('password')}
        />
        <fieldset
          className="fieldset"
          aria-describedby={errors.roles ? 'create-operator-roles-error' : undefined}
          aria-invalid={errors.roles ? true : undefined}
        >
          <legend>{t('operators.roles')}</legend>
          {roles.isPending ? (
            <Loading />
          ) : roles.isError ? (
            <Alert text={errorText(roles.error)} />
          ) : (
            <CheckboxList
              control={control}
              name="roles"
              options={roles.data.map(({ role, permissions }) => ({
                value: role,
                label: t(`roles.${role}`),
                hint: t('operators.form.grants', { permissions: permissions.join(', ') }),
              }))}
            />
          )}
          {errors.roles ? (
            <p className="field__error" id="create-operator-roles-error">
              {message(errors.roles.message)}
            </p>
          ) : null}
        </fieldset>
        <fieldset
          className="fieldset"
          aria-describedby={errors.site_ids ? 'create-operator-sites-error' : undefined}
          aria-invalid={errors.site_ids ? true : undefined}
        >
          <legend>{t('operators.sites')}</legend>
          {/* Only an operator of every site may give every site. */}
          {me.all_sites ? (
            <div className="check">
              <input type="checkbox" id="create-operator-all-sites" {...register('all_sites')} />
              <label htmlFor="create-operator-all-sites">{t('operators.form.allSites')}</label>
            </div>
          ) : null}
          {allSites ? null : sites.isPending ? (
            <Loading />
          ) : sites.isError ? (
            <Alert text={errorText(sites.error)} />
          ) : (
            <div className="check-group" role="group" aria-label={t('operators.form.someSites')}>
              <CheckboxList
                control={control}
                name="site_ids"
                options={sites.data.map((site) => ({
                  value: site.site_id,
                  label: t('operators.form.siteOption', { name: site.site_name, id: site.site_id }),
                }))}
              />
            </div>
          )}
          {errors.site_ids ? (
            <p className="field__error" id="create-operator-sites-error">
              {message(errors.site_ids.message)}
            </p>
          ) : null}
        </fieldset>
        <Outcome alert={alert} done={created} />
        <button type="submit" className="button button--primary" disabled={isSubmitting}>
          {t('operators.form.submit')}
        </button>
      </form>
    </section>
  );
}

interface Option {
  value: string;
  label: string;
  hint?: string;
}

/** Checkboxes that together hold one array of the form (whatever their number). */
function CheckboxList({
  control,
  name,
  options,
}: {
  control: Control<Values, unknown, NewOperator>;
  name: 'roles' | 'site_ids';
  options: Option[];
}) {
  const id = useId();
  const { field } = useController({ control, name });
  const chosen = field.value as string[];
  return options.map((option, i) => (
    <div className="check" key={option.value}>
      <input
        type="checkbox"
        id={`${id}-${i}`}
        name={field.name}
        value={option.value}
        checked={chosen.includes(option.value)}
        aria-describedby={option.hint ? `${id}-${i}-hint` : undefined}
        onBlur={field.onBlur}
        onChange={(event) =>
          field.onChange(
            event.target.checked ? [...chosen, option.value] : chosen.filter((value) => value !== option.value),
          )
        }
        ref={i === 0 ? field.ref : undefined}
      />
      <label htmlFor={`${id}-${i}`}>{option.label}</label>
      {option.hint ? (
        <span className="check__hint" id={`${id}-${i}-hint`}>
          {option.hint}
        </span>
      ) : null}
    </div>
  ));
}
