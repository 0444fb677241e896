import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Modal } from '../modal/modal.js';
import { i18nWrapper } from '../test-support/i18n.js';
import { toast } from './toast.js';
import { ToastHost } from './toast-host.js';

function setup(ui = <ToastHost />) {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(ui, { wrapper: i18nWrapper() });
  return user;
}
const show = (...args: Parameters<typeof toast.show>) => act(() => void toast.show(...args));
const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));

describe('ToastHost', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    act(() => toast.clear());
    jest.useRealTimers();
  });

  it('announces info politely and closes it after 3000 ms', () => {
    setup();
    show('Profile saved', { type: 'success' });

    expect(screen.getByRole('status')).toHaveTextContent('Profile saved');
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
    wait(2999);
    expect(screen.getByRole('status')).toBeInTheDocument();
    wait(1);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows errors and warnings as alerts; info is the default type', () => {
    setup();
    show('Transfer failed', { type: 'error' });
    show('Low balance', { type: 'warning' });
    show('New message');

    const alerts = screen.getAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual(['Transfer failed', 'Low balance']);
    expect(screen.getByRole('status')).toHaveTextContent('New message');
  });

  it('closes the newest toast on Escape', async () => {
    const user = setup();
    show('First');
    show('Second');

    await user.keyboard('{Escape}');
    expect(screen.queryByText('Second')).not.toBeInTheDocument();
    expect(screen.getByText('First')).toBeInTheDocument();
  });

  it('closes the toast that has focus on Escape', async () => {
    const user = setup();
    show('First');
    show('Second');

    await user.tab(); // onto the close button of the first toast
    await user.keyboard('{Escape}');
    expect(screen.queryByText('First')).not.toBeInTheDocument();
    expect(screen.getByText('Second')).toBeInTheDocument();
  });

  it('leaves Escape to a modal opened after the toast', async () => {
    function Page() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <ToastHost />
          <button onClick={() => setOpen(true)}>Deposit</button>
          <Modal open={open} onClose={() => setOpen(false)} title="Deposit">
            <button>Pay</button>
          </Modal>
        </>
      );
    }
    const user = setup(<Page />);
    show('Saved');
    await user.click(screen.getByRole('button', { name: 'Deposit' }));

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
  });

  it('closes with its close button', async () => {
    const user = setup();
    show('Bonus claimed', { type: 'success' });

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Bonus claimed')).not.toBeInTheDocument();
  });

  it('groups a repeated message into one toast with a count', () => {
    setup();
    show('Network error', { type: 'error' });
    show('Network error', { type: 'error' });

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Network error');
    expect(within(alert).getByText('2')).toBeInTheDocument();
  });

  it('keeps the same text with another type apart', () => {
    setup();
    show('Done', { type: 'success' });
    show('Done', { type: 'error' });
    expect(screen.getByRole('status')).toHaveTextContent(/^Done$/);
    expect(screen.getByRole('alert')).toHaveTextContent(/^Done$/);
  });

  it('shows "99+" once a message repeats more than 99 times', () => {
    setup();
    act(() => {
      for (let i = 0; i < 150; i += 1) toast.show('Server busy', { type: 'warning' });
    });
    expect(within(screen.getByRole('alert')).getByText('99+')).toBeInTheDocument();
  });

  it('restarts the 3000 ms on a repeat', () => {
    setup();
    show('Copied');
    wait(2000);
    show('Copied');
    wait(2000);
    expect(screen.getByRole('status')).toHaveTextContent('Copied');
    wait(1000);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('waits while the pointer is on it', async () => {
    const user = setup();
    show('Read me');
    await user.hover(screen.getByText('Read me'));
    wait(10_000);
    expect(screen.getByRole('status')).toBeInTheDocument();

    await user.unhover(screen.getByText('Read me'));
    wait(3000);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('stays until closed with duration 0', () => {
    setup();
    show('Maintenance tonight', { duration: 0 });
    wait(60_000);
    expect(screen.getByRole('status')).toHaveTextContent('Maintenance tonight');
  });

  it('sits 16 px from the top, above the default z-index', () => {
    setup();
    show('Hello');
    const layer = screen.getByRole('status').closest('.cr-toasts') as HTMLElement;
    expect(layer.style.getPropertyValue('--cr-offset')).toBe('16px');
    expect(Number(layer.style.zIndex)).toBeGreaterThan(2000);
  });
});
