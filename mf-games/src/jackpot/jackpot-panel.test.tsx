import { act, screen, waitFor } from '@testing-library/react';
import { JACKPOT_REFRESH_DEFAULT_S } from '../constants.js';
import { mountExtra, ok } from '../demo/extras-test-kit.js';
import { JackpotPanel } from './jackpot-panel.js';
import { COUNT_UP_MS } from './use-count-up.js';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

let unmount: (() => Promise<void>) | null = null;
afterEach(async () => {
  await unmount?.();
  unmount = null;
  jest.useRealTimers();
  delete (window as { matchMedia?: unknown }).matchMedia;
});

function prefersReducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

/** Answers the amounts in turn (the last one again once they run out). */
async function mountJackpot(amounts: string[], settings = {}) {
  let served = 0;
  const mounted = await mountExtra(<JackpotPanel />, {
    routes: { '/v2/get_jackpot': () => ok({ jackpot_amount_total: amounts[Math.min(served++, amounts.length - 1)] }) },
    settings,
  });
  unmount = mounted.unmount;
  return mounted;
}

const digits = () => screen.getByTestId('jackpot-digits');
const liveLabel = () => document.querySelector('[aria-live=polite]');

describe('<JackpotPanel/> (spec 02 §2, §3, §9)', () => {
  it('shows the amount padded to 10 integer digits, with the real amount for screen readers', async () => {
    const { bodiesTo } = await mountJackpot(['1234.5']);

    const region = await screen.findByRole('region', { name: 'Jackpot' });
    await waitFor(() => expect(digits()).toHaveTextContent('0000001234.50'));
    expect(bodiesTo('/v2/get_jackpot')).toEqual([{ currency: 'USD' }]);
    expect(region).toContainElement(liveLabel() as HTMLElement);
    expect(liveLabel()).toHaveTextContent('Jackpot: $1,234.50');
    expect(liveLabel()).toHaveAttribute('aria-atomic', 'true');
    // The cells are decoration; the label is what is read.
    expect(digits().closest('[aria-hidden=true]')).not.toBeNull();
  });

  it('keeps the same cells from the placeholder to the amount (nothing moves)', async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const mounted = await mountExtra(<JackpotPanel />, {
      routes: { '/v2/get_jackpot': () => ok({ jackpot_amount_total: '98765.43' }) },
      hold: () => held,
    });
    unmount = mounted.unmount;
    await waitFor(() => expect(digits()).toHaveTextContent('----------.--'));
    expect(liveLabel()).toHaveTextContent('Loading the jackpot…');
    const cells = digits().children.length;
    release();
    await waitFor(() => expect(digits()).toHaveTextContent('0000098765.43'));
    expect(digits().children).toHaveLength(cells);
  });

  it('says the jackpot is unavailable when the call is refused', async () => {
    const mounted = await mountExtra(<JackpotPanel />, {
      routes: { '/v2/get_jackpot': () => ({ code: 500, message: 'no jackpot', data: null }) },
    });
    unmount = mounted.unmount;
    await waitFor(() => expect(liveLabel()).toHaveTextContent('The jackpot is not available right now.'));
    expect(digits()).toHaveTextContent('----------.--');
  });

  it('refreshes every JACKPOT_REFRESH_SECONDS of the brand', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    prefersReducedMotion(true);
    const { bodiesTo } = await mountJackpot(['100.00', '250.75'], { JACKPOT_REFRESH_SECONDS: 10 });
    await waitFor(() => expect(digits()).toHaveTextContent('0000000100.00'));

    await act(async () => jest.advanceTimersByTime(9_000));
    expect(bodiesTo('/v2/get_jackpot')).toHaveLength(1);
    await act(async () => jest.advanceTimersByTime(1_500));
    expect(bodiesTo('/v2/get_jackpot')).toHaveLength(2);
    await waitFor(() => expect(digits()).toHaveTextContent('0000000250.75'));
    expect(liveLabel()).toHaveTextContent('Jackpot: $250.75');
  });

  it(`refreshes every ${JACKPOT_REFRESH_DEFAULT_S} s when the brand sets nothing (or nonsense)`, async () => {
    jest.useFakeTimers({ advanceTimers: true });
    prefersReducedMotion(true);
    const { bodiesTo } = await mountJackpot(['100.00'], { JACKPOT_REFRESH_SECONDS: -3 });
    await waitFor(() => expect(bodiesTo('/v2/get_jackpot')).toHaveLength(1));

    await act(async () => jest.advanceTimersByTime(JACKPOT_REFRESH_DEFAULT_S * 1000 - 1_000));
    expect(bodiesTo('/v2/get_jackpot')).toHaveLength(1);
    await act(async () => jest.advanceTimersByTime(1_500));
    expect(bodiesTo('/v2/get_jackpot')).toHaveLength(2);
  });

  it('counts up to a new amount, while the label says the new amount once', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    prefersReducedMotion(false);
    await mountJackpot(['1000.00', '2000.00'], { JACKPOT_REFRESH_SECONDS: 5 });
    await waitFor(() => expect(digits()).toHaveTextContent('0000001000.00'));
    const cells = digits().children.length;
    const announced: string[] = [];
    const observer = new MutationObserver(() => announced.push(liveLabel()?.textContent ?? ''));
    observer.observe(liveLabel() as Node, { childList: true, subtree: true, characterData: true });

    await act(async () => jest.advanceTimersByTime(5_000));
    await waitFor(() => expect(liveLabel()).toHaveTextContent('Jackpot: $2,000.00'));
    await act(async () => jest.advanceTimersByTime(COUNT_UP_MS / 3));
    const midway = Number(digits().textContent);
    expect(midway).toBeGreaterThan(1000);
    expect(midway).toBeLessThan(2000);
    expect(digits().children).toHaveLength(cells);
    expect(liveLabel()).toHaveTextContent('Jackpot: $2,000.00');

    await act(async () => jest.advanceTimersByTime(COUNT_UP_MS));
    expect(digits()).toHaveTextContent('0000002000.00');
    // Every frame changed the cells, but the live region changed once.
    observer.disconnect();
    expect(new Set(announced)).toEqual(new Set(['Jackpot: $2,000.00']));
  });

  it('jumps straight to the new amount when the visitor prefers reduced motion', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    prefersReducedMotion(true);
    await mountJackpot(['1000.00', '2000.00'], { JACKPOT_REFRESH_SECONDS: 5 });
    await waitFor(() => expect(digits()).toHaveTextContent('0000001000.00'));

    await act(async () => jest.advanceTimersByTime(5_000));
    await waitFor(() => expect(liveLabel()).toHaveTextContent('Jackpot: $2,000.00'));
    expect(digits()).toHaveTextContent('0000002000.00');
  });
});
