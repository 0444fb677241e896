// What every form of the remotes promises (useAppForm), shown on a small form: a field is checked when
// it loses focus, a field that shows a message is checked again as it changes, a failed submit
// focuses the first wrong field in the order shown, and the server's refusals land on their field
// or in the form's alert.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import * as v from 'valibot';
import { createI18n } from '../i18n/create-i18n.js';
import { registerNamespace } from '../i18n/register-namespace.js';
import { FormAlert } from './form-alert.js';
import type { Message } from './message.js';
import { TextField } from './text-field.js';
import { useAppForm } from './use-form.js';

/** An app's namespace, as a remote registers it (the keys are mf-auth's). */
const NS = 'test-form';
const EN_US = {
  ph_account_name: 'Please enter your account',
  ph_password: 'Please enter your password',
  new_password: {
    err_length: 'The password must be 6 to 12 characters',
    err_confirm: 'The two passwords do not match',
  },
  signup: { err_duplicate_account: 'This account is already taken' },
};

const Schema = v.pipe(
  v.object({
    account: v.pipe(v.string(), v.nonEmpty('ph_account_name')),
    password: v.pipe(v.string(), v.nonEmpty('ph_password'), v.minLength(6, 'new_password.err_length')),
    confirm: v.string(),
  }),
  v.forward(
    v.partialCheck(
      [['password'], ['confirm']],
      (i) => i.confirm === '' || i.password === i.confirm,
      'new_password.err_confirm',
    ),
    ['confirm'],
  ),
);

/** What the "server" answers a valid submit: a refusal naming a field (or none), or nothing. */
type Answer = { field: string | null; message: Message } | null;

function DemoForm({ answer, onValid }: { answer: Answer; onValid(values: unknown): void }) {
  const form = useAppForm(Schema, { account: '', password: '', confirm: '' }, { ns: NS });
  // Shown first on the page, but registered last: focus must follow the page, not registration.
  const [confirmShown, setConfirmShown] = useState(false);
  const onSubmit = form.submit((values) => {
    onValid(values);
    if (answer) form.refuse(answer, ['account', 'password', 'confirm']);
  });
  return (
    <form noValidate onSubmit={onSubmit}>
      {confirmShown ? <TextField classPrefix="demo-field" label="Confirm" {...form.field('confirm')} /> : null}
      <TextField classPrefix="demo-field" label="Account" {...form.field('account')} />
      <TextField classPrefix="demo-field" label="Password" {...form.field('password', { deps: ['confirm'] })} />
      <FormAlert classPrefix="demo-form" error={form.alertText} />
      <button type="button" onClick={() => setConfirmShown(true)}>
        Show confirm
      </button>
      <button type="submit">Send</button>
    </form>
  );
}

async function renderDemo(answer: Answer = null) {
  const i18n = await createI18n({ language: 'en_US' });
  await registerNamespace(i18n, NS, { en_US: EN_US, load: async () => undefined });
  const onValid = jest.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <DemoForm answer={answer} onValid={onValid} />
    </I18nextProvider>,
  );
  return { user: userEvent.setup(), onValid };
}

const field = (label: string) => screen.getByLabelText(label);

describe('useAppForm', () => {
  it('checks a field when it loses focus, not while it is first typed', async () => {
    const { user } = await renderDemo();
    await user.type(field('Password'), 'abc');
    expect(field('Password')).not.toHaveAttribute('aria-invalid');

    await user.tab();
    await waitFor(() =>
      expect(field('Password')).toHaveAccessibleDescription('The password must be 6 to 12 characters'),
    );
    expect(field('Password')).toHaveAttribute('aria-invalid', 'true');
    // A field never visited says nothing.
    expect(field('Account')).not.toHaveAttribute('aria-invalid');
  });

  it('checks a field that shows a message again on every change, so the message follows the input', async () => {
    const { user } = await renderDemo();
    await user.click(field('Password'));
    await user.tab();
    await waitFor(() => expect(field('Password')).toHaveAccessibleDescription('Please enter your password'));

    await user.type(field('Password'), 'abc');
    await waitFor(() =>
      expect(field('Password')).toHaveAccessibleDescription('The password must be 6 to 12 characters'),
    );
    await user.type(field('Password'), 'def');
    await waitFor(() => expect(field('Password')).not.toHaveAttribute('aria-invalid'));
  });

  it('checks a dependent field again when the field it depends on changes', async () => {
    const { user } = await renderDemo();
    await user.click(screen.getByRole('button', { name: 'Show confirm' }));
    await user.type(field('Password'), 'abcdef');
    await user.type(field('Confirm'), 'abcdeg');
    await user.tab();
    await waitFor(() => expect(field('Confirm')).toHaveAccessibleDescription('The two passwords do not match'));

    await user.clear(field('Password'));
    await user.type(field('Password'), 'abcdeg');
    await waitFor(() => expect(field('Confirm')).not.toHaveAttribute('aria-invalid'));
  });

  it('on a failed submit shows every message and focuses the first wrong field in the order shown', async () => {
    const { user, onValid } = await renderDemo();
    await user.click(screen.getByRole('button', { name: 'Show confirm' }));
    await user.type(field('Password'), 'abcdef');
    await user.type(field('Confirm'), 'x');

    await user.click(screen.getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(field('Confirm')).toHaveFocus());
    expect(field('Confirm')).toHaveAccessibleDescription('The two passwords do not match');
    expect(field('Account')).toHaveAccessibleDescription('Please enter your account');
    expect(onValid).not.toHaveBeenCalled();
  });

  it('checks every field on each change after a submit', async () => {
    const { user } = await renderDemo();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(field('Account')).toHaveFocus());

    await user.type(field('Password'), 'ab');
    await waitFor(() =>
      expect(field('Password')).toHaveAccessibleDescription('The password must be 6 to 12 characters'),
    );
  });

  it('shows a server refusal on its field, focused, until the field changes', async () => {
    const { user, onValid } = await renderDemo({ field: 'account', message: { key: 'signup.err_duplicate_account' } });
    await user.type(field('Account'), 'player01');
    await user.type(field('Password'), 'abcdef');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(field('Account')).toHaveAccessibleDescription('This account is already taken'));
    expect(onValid).toHaveBeenCalledWith({ account: 'player01', password: 'abcdef', confirm: '' });
    expect(field('Account')).toHaveFocus();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();

    await user.type(field('Account'), '2');
    await waitFor(() => expect(field('Account')).not.toHaveAttribute('aria-invalid'));
  });

  it("shows a refusal that names no field in the form's alert, until the next submit", async () => {
    const { user } = await renderDemo({
      field: null,
      message: { text: 'Registering too often. Please try again in a minute.' },
    });
    await user.type(field('Account'), 'player01');
    await user.type(field('Password'), 'abcdef');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Registering too often.'));

    await user.clear(field('Account'));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(field('Account')).toHaveAccessibleDescription('Please enter your account'));
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it("shows a refusal naming a field the form does not have in the form's alert", async () => {
    const { user } = await renderDemo({ field: 'captcha', message: { text: 'The code is wrong.' } });
    await user.type(field('Account'), 'player01');
    await user.type(field('Password'), 'abcdef');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('The code is wrong.'));
    expect(field('Account')).not.toHaveAttribute('aria-invalid');
  });
});

// The member centre's cashier: the method chosen sets the amount's limits, so the schema is a
// function of the values; validNow() says whether the values pass, showing nothing.
const AMOUNT_LIMITS: Record<string, number> = { small: 10, large: 1000 };
const amountSchema = (values: { method: string; amount: string }) =>
  v.object({
    method: v.string(),
    amount: v.pipe(
      v.string(),
      v.check((a) => Number(a) <= (AMOUNT_LIMITS[values.method] ?? 0), 'new_password.err_length'),
    ),
  });

function AmountForm({ onValidNow }: { onValidNow(valid: boolean): void }) {
  const form = useAppForm(amountSchema, { method: 'small', amount: '500' }, { ns: NS });
  return (
    <form noValidate onSubmit={form.submit(() => undefined)}>
      <select aria-label="Method" {...form.register('method')}>
        <option value="small">small</option>
        <option value="large">large</option>
      </select>
      <TextField classPrefix="demo-field" label="Amount" {...form.field('amount', { deps: ['method'] })} />
      <button type="button" onClick={() => onValidNow(form.validNow())}>
        Check now
      </button>
      <button type="submit">Send</button>
    </form>
  );
}

describe('useAppForm with a schema of the values', () => {
  it('asks the schema for the current values, and validNow() answers without showing a message', async () => {
    const i18n = await createI18n({ language: 'en_US' });
    await registerNamespace(i18n, NS, { en_US: EN_US, load: async () => undefined });
    const onValidNow = jest.fn();
    render(
      <I18nextProvider i18n={i18n}>
        <AmountForm onValidNow={onValidNow} />
      </I18nextProvider>,
    );
    const user = userEvent.setup();

    // 500 is above the small method's limit; the field was never visited, and still says nothing.
    await user.click(screen.getByRole('button', { name: 'Check now' }));
    expect(onValidNow).toHaveBeenLastCalledWith(false);
    expect(field('Amount')).not.toHaveAttribute('aria-invalid');

    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(field('Amount')).toHaveAttribute('aria-invalid', 'true'));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Method' }), 'large');
    await user.click(screen.getByRole('button', { name: 'Check now' }));
    expect(onValidNow).toHaveBeenLastCalledWith(true);
    // The amount's next check asks the schema again: 500 is within the large method's limit.
    await user.type(field('Amount'), '{Backspace}0');
    await waitFor(() => expect(field('Amount')).not.toHaveAttribute('aria-invalid'));
  });
});
