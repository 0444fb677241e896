import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { i18nWrapper } from '../test-support/i18n.js';
import { dialog } from './dialog.js';
import { DialogHost } from './dialog-host.js';
import type { PromptOptions } from './dialog-store.js';

/** A page whose button asks a question and prints the answer, the way a feature would use it. */
function AskPage({ ask }: { ask: () => Promise<unknown> }) {
  const [answer, setAnswer] = useState('none');
  return (
    <>
      <button onClick={() => void ask().then((a) => setAnswer(JSON.stringify(a)))}>Ask</button>
      <output aria-label="Answer">{answer}</output>
      <DialogHost />
    </>
  );
}

async function open(ask: () => Promise<unknown>, common?: Record<string, string>) {
  const user = userEvent.setup();
  render(<AskPage ask={ask} />, { wrapper: i18nWrapper(common) });
  await user.click(screen.getByRole('button', { name: 'Ask' }));
  // The dialogs' code loads with the first one asked (DialogHost).
  await screen.findAllByRole('dialog');
  return user;
}
const answer = () => screen.getByRole('status', { name: 'Answer' });
const prompt = (options: PromptOptions) => open(() => dialog.prompt(options));

afterEach(() => act(() => dialog.dismissAll()));

describe('dialog.confirm', () => {
  it('resolves true on the confirm button, then closes and returns focus', async () => {
    const user = await open(() => dialog.confirm({ message: 'Log in to play this game?' }));

    expect(screen.getByRole('dialog', { name: 'Log in to play this game?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    expect(answer()).toHaveTextContent('true');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ask' })).toHaveFocus();
  });

  it('resolves false on Escape', async () => {
    const user = await open(() => dialog.confirm({ message: 'Leave the game?' }));
    await user.keyboard('{Escape}');
    expect(answer()).toHaveTextContent('false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('resolves false on cancel and on the close button', async () => {
    const user = await open(() => dialog.confirm({ message: 'Delete?', cancelText: 'Keep it' }));
    await user.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(answer()).toHaveTextContent('false');

    await user.click(screen.getByRole('button', { name: 'Ask' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(answer()).toHaveTextContent('false');
  });

  it('is named by its title and described by its message', async () => {
    await open(() =>
      dialog.confirm({ title: 'Bank account', message: 'Bind a bank account first.', confirmText: 'Bind now' }),
    );
    const box = screen.getByRole('dialog', { name: 'Bank account' });
    expect(box).toHaveAccessibleDescription('Bind a bank account first.');
    expect(screen.getByRole('button', { name: 'Bind now' })).toBeInTheDocument();
  });

  it('uses the common namespace for its buttons', async () => {
    await open(() => dialog.confirm({ message: '¿Salir?' }), { confirm: 'Aceptar', cancel: 'Cancelar' });
    expect(screen.getByRole('button', { name: 'Aceptar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
  });

  it('stacks a second dialog on top; Escape answers only that one', async () => {
    let second: Promise<boolean> | undefined;
    const user = await open(() => {
      const first = dialog.confirm({ message: 'First?' });
      second = dialog.confirm({ message: 'Second?' });
      return first;
    });
    await user.keyboard('{Escape}');
    await expect(second).resolves.toBe(false);
    expect(screen.queryByRole('dialog', { name: 'Second?' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(answer()).toHaveTextContent('true');
  });
});

describe('dialog.prompt', () => {
  it("shows 'Illegal input' for a value the pattern rejects, and resolves a good one", async () => {
    const user = await prompt({ message: 'Recommend code', pattern: /^\d{4}$/ });
    const input = screen.getByRole('textbox', { name: 'Recommend code' });
    expect(input).toHaveFocus();

    await user.type(input, 'abcd');
    expect(screen.queryByText('Illegal input')).not.toBeInTheDocument(); // not before confirm
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Illegal input');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Illegal input');
    expect(answer()).toHaveTextContent('none');

    await user.clear(input);
    await user.type(input, '1234');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument(); // re-checked while typing
    expect(input).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    expect(answer()).toHaveTextContent('"1234"');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows the validator's message", async () => {
    const user = await prompt({
      title: 'Nickname',
      message: 'Choose a nickname',
      validator: (v) => v.trim().length >= 3 || 'At least 3 characters',
    });
    const input = screen.getByRole('textbox', { name: 'Choose a nickname' });
    await user.type(input, 'ab{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('At least 3 characters');

    await user.type(input, 'c{Enter}');
    expect(answer()).toHaveTextContent('"abc"');
  });

  it('uses errorMessage when the validator just says no', async () => {
    const user = await prompt({ message: 'Amount', validator: (v) => Number(v) > 0, errorMessage: 'Enter an amount' });
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '0{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter an amount');
  });

  it('translates the default error through the common namespace', async () => {
    const user = await open(() => dialog.prompt({ message: 'Código', pattern: /^\d+$/ }), {
      illegalInput: 'Entrada no válida',
    });
    await user.type(screen.getByRole('textbox', { name: 'Código' }), 'x{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Entrada no válida');
  });

  it('caps the input at maxLength and counts as you type', async () => {
    const user = await prompt({ message: 'Remark', maxLength: 5 });
    const input = screen.getByRole('textbox', { name: 'Remark' });
    expect(screen.getByText('0/5')).toBeInTheDocument();

    await user.type(input, 'ab');
    expect(screen.getByText('2/5')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription('2/5');

    await user.type(input, 'cdefgh');
    expect(input).toHaveValue('abcde');
    expect(screen.getByText('5/5')).toBeInTheDocument();
  });

  it('starts from defaultValue, cut to maxLength', async () => {
    const user = await prompt({ message: 'Name', defaultValue: 'Alexander', maxLength: 4 });
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Alex');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(answer()).toHaveTextContent('"Alex"');
  });

  it('resolves null on Escape and on cancel', async () => {
    const user = await prompt({ message: 'Answer' });
    await user.type(screen.getByRole('textbox', { name: 'Answer' }), 'typed');
    await user.keyboard('{Escape}');
    expect(answer()).toHaveTextContent('null');

    await user.click(screen.getByRole('button', { name: 'Ask' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(answer()).toHaveTextContent('null');
  });
});
