// The dialogs' code is a chunk of its own (DialogHost): when it cannot load, the question is
// answered as cancelled and the page stays.
import { act, render, screen, waitFor } from '@testing-library/react';
import { i18nWrapper } from '../test-support/i18n.js';
import { dialog } from './dialog.js';
import { DialogHost } from './dialog-host.js';

jest.mock('./confirm-dialog.js', () => {
  throw new Error('ChunkLoadError: Loading chunk confirm-dialog failed.');
});
jest.mock('./prompt-dialog.js', () => {
  throw new Error('ChunkLoadError: Loading chunk prompt-dialog failed.');
});

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

async function ask<T>(question: () => Promise<T>): Promise<T | 'pending'> {
  render(
    <>
      <p>Still here</p>
      <DialogHost />
    </>,
    { wrapper: i18nWrapper() },
  );
  let answer: T | 'pending' = 'pending';
  act(() => {
    void question().then((a) => {
      answer = a;
    });
  });
  await waitFor(() => expect(answer).not.toBe('pending'));
  return answer;
}

it('a confirm whose dialog cannot load answers false, and the page stays', async () => {
  expect(await ask(() => dialog.confirm({ message: 'Delete this bank card?' }))).toBe(false);
  expect(screen.getByText('Still here')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(consoleError).toHaveBeenCalledWith('[dialog] the dialog could not load', expect.any(Error));
});

it('a prompt whose dialog cannot load answers null', async () => {
  expect(await ask(() => dialog.prompt({ message: 'Your nickname' }))).toBeNull();
  expect(screen.getByText('Still here')).toBeInTheDocument();
});
