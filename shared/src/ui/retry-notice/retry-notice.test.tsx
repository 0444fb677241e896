import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RetryNotice } from './retry-notice.js';

it('announces the failure and tries again from its button, by keyboard too', async () => {
  const onRetry = jest.fn();
  render(<RetryNotice message="The games could not be loaded." retryLabel="Try again" onRetry={onRetry} />);

  expect(screen.getByRole('alert')).toHaveTextContent('The games could not be loaded.');
  await userEvent.tab();
  expect(screen.getByRole('button', { name: 'Try again' })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  expect(onRetry).toHaveBeenCalledTimes(1);
});
