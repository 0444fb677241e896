// The house form: react-hook-form over a valibot schema (a shared contract's where the api runs
// the same rules). Each field is checked when it loses focus; a field that shows a message is
// checked again on every change, so the message goes as soon as the value is right (after a
// submit, every field is). A submit that fails focuses the first wrong field in the order shown.
// What the server refuses is set on its field (fieldError) or, when it names no field of the
// form, as the form's alert (alert; refuse() chooses); both go at the next submit. The schema may depend on the values (the
// cashier's: the method chosen sets the amount's limits): pass a function, it is asked each time.
// Messages are keys of the app's namespace (`ns`); the form kit of mf-auth and mf-member-center.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useCallback, type BaseSyntheticEvent } from 'react';
import {
  useForm,
  type ChangeHandler,
  type DefaultValues,
  type FieldError,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type RefCallBack,
  type Resolver,
  type SubmitHandler,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { renderMessage, type Message } from './message.js';

/** The type of an error the server gave: its message is already the text to show. */
const SERVER = 'server';
/** Where the form's alert is kept (react-hook-form clears root errors at each submit). */
const ALERT = 'root.server';

/** What a text input takes from a form (spread it into a TextField). */
export interface FieldProps {
  name: string;
  ref: RefCallBack;
  onChange: ChangeHandler;
  onBlur: ChangeHandler;
  /** The field's message, translated; null when it has none. */
  error: string | null;
}

/** The first control of the submitted form (document order) whose field has an error. */
function focusFirstInvalid(errors: FieldErrors, event?: BaseSyntheticEvent): void {
  const form = event?.target instanceof HTMLFormElement ? event.target : null;
  const first = Array.from(form?.elements ?? []).find(
    (el) => 'name' in el && typeof el.name === 'string' && el.name in errors,
  );
  if (first instanceof HTMLElement) first.focus();
}

type Schema<Values, Output> = v.GenericSchema<Values, Output>;

/** react-hook-form's form, and what the house adds to it. */
type AppForm<Values extends FieldValues, Output = Values> = UseFormReturn<Values, unknown, Output> & {
  /** What a TextField needs: the registration and the field's message. `deps` are checked again when it changes. */
  field(name: FieldPath<Values>, options?: { deps?: FieldPath<Values>[] }): FieldProps;
  /** For a control that is not a text input (a Controller): call after its value changed. */
  recheck(names: FieldPath<Values>[]): void;
  /** The field's message, for a control that is not a text field. */
  errorOf(name: FieldPath<Values>): string | null;
  /** A server refusal shown on its field. */
  fieldError(name: FieldPath<Values>, message: Message, options?: { focus?: boolean }): void;
  /** A server refusal (or any outcome) that belongs to no field. */
  alert(message: Message): void;
  /** A server refusal on its field (focused) when it names one of `fields`, else as the alert. */
  refuse(refusal: { field: string | null; message: Message }, fields: readonly FieldPath<Values>[]): void;
  /** Takes the alert away (stable: safe in an effect's dependencies). */
  clearAlert(): void;
  /** The form's alert, translated; null when there is none. */
  alertText: string | null;
  /** Whether the values pass the schema now, showing nothing (a click that must open a window synchronously). */
  validNow(): boolean;
  /** The form's onSubmit: the schema first; `onValid` gets its output, or the first wrong field gets focus. */
  submit(onValid: SubmitHandler<Output>): ReturnType<UseFormReturn<Values, unknown, Output>['handleSubmit']>;
};

export function useAppForm<Values extends FieldValues, Output = Values>(
  schema: Schema<Values, Output> | ((values: Values) => Schema<Values, Output>),
  defaultValues: DefaultValues<Values>,
  { ns }: { /** The app's namespace: the schema's messages are its keys. */ ns: string },
): AppForm<Values, Output> {
  const { t } = useTranslation(ns);
  const schemaOf = (values: Values): Schema<Values, Output> => (typeof schema === 'function' ? schema(values) : schema);
  const resolver: Resolver<Values, unknown, Output> = (values, context, options) =>
    (valibotResolver(schemaOf(values)) as unknown as Resolver<Values, unknown, Output>)(values, context, options);
  const form = useForm<Values, unknown, Output>({
    resolver,
    defaultValues,
    mode: 'onBlur',
    reValidateMode: 'onChange',
    // Every rule runs (not the first broken one only), so a cross-field check such as the
    // confirmation still speaks while another field is wrong; each field shows its first message.
    criteriaMode: 'all',
    // Focus follows the order on screen, not the order fields were first registered in.
    shouldFocusError: false,
  });

  const textOf = (error: (Pick<FieldError, 'message'> & { type?: unknown }) | undefined): string | null => {
    if (!error?.message) return null;
    return error.type === SERVER ? error.message : t(error.message);
  };

  /** Before the first submit, only a field that shows a message follows the input. */
  const recheck = (names: FieldPath<Values>[]) => {
    if (form.formState.isSubmitted) return;
    const shown = names.filter((name) => form.getFieldState(name).error);
    if (shown.length) void form.trigger(shown);
  };

  const { clearErrors } = form;
  const clearAlert = useCallback(() => clearErrors(ALERT), [clearErrors]);
  const fieldError = (name: FieldPath<Values>, message: Message, { focus = false } = {}) =>
    form.setError(name, { type: SERVER, message: renderMessage(t, message) }, { shouldFocus: focus });
  const alert = (message: Message) => form.setError(ALERT, { type: SERVER, message: renderMessage(t, message) });

  return {
    ...form,
    /** What a TextField needs: the registration and the field's message. `deps` are checked again when it changes. */
    field(name: FieldPath<Values>, { deps = [] }: { deps?: FieldPath<Values>[] } = {}): FieldProps {
      const { onChange, ...registered } = form.register(name, deps.length ? { deps } : undefined);
      return {
        ...registered,
        onChange: async (event) => {
          await onChange(event);
          recheck([name, ...deps]);
        },
        error: textOf(form.getFieldState(name, form.formState).error),
      };
    },
    /** For a control that is not a text input (a Controller): call after its value changed. */
    recheck,
    /** The field's message, for a control that is not a text field. */
    errorOf: (name: FieldPath<Values>) => textOf(form.getFieldState(name, form.formState).error),
    /** A server refusal shown on its field. */
    fieldError,
    /** A server refusal (or any outcome) that belongs to no field. */
    alert,
    /** A server refusal on its field (focused) when it names one of `fields`, else as the alert. */
    refuse({ field, message }, fields) {
      const known = fields.find((f) => f === field);
      if (known) fieldError(known, message, { focus: true });
      else alert(message);
    },
    /** Takes the alert away (stable: safe in an effect's dependencies). */
    clearAlert,
    alertText: textOf(form.formState.errors.root?.server),
    /** Whether the values pass the schema now, showing nothing (a click that must open a window synchronously). */
    validNow: (): boolean => v.safeParse(schemaOf(form.getValues()), form.getValues()).success,
    /** The form's onSubmit: the schema first; `onValid` gets its output, or the first wrong field gets focus. */
    submit: (onValid: SubmitHandler<Output>) => form.handleSubmit(onValid, focusFirstInvalid),
  };
}
