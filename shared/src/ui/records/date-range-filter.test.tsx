import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REPORT_DATE_PRESETS } from '../../dates/date-range.js';
import { RemoteContext } from '../../remote/remote-context.js';
import { createTestRemoteProps } from '../../testing/create-test-remote-props.js';
import { DateRangeFilter, type DateRangeLabels } from './date-range-filter.js';
import { useDateRange } from './use-date-range.js';

// The caller's words (the kit has none of its own).
const LABELS: DateRangeLabels = {
  group: 'Period',
  start: 'From',
  end: 'To',
  invalid: 'Choose at most 92 days, the start not after the end.',
  preset: (p) => `preset:${p}`,
};

function Report() {
  const dates = useDateRange({ presets: REPORT_DATE_PRESETS, initial: 'this_month', maxDays: 92 });
  return (
    <>
      <DateRangeFilter state={dates} labels={LABELS} />
      <output>{`${dates.range.start_date}..${dates.range.end_date}`}</output>
    </>
  );
}

async function renderReport() {
  const { props } = await createTestRemoteProps();
  return render(
    <RemoteContext.Provider value={{ props, owner: 'test' }}>
      <Report />
    </RemoteContext.Provider>,
  );
}

describe('DateRangeFilter with the report presets', () => {
  beforeEach(() => {
    // Sunday 2027-01-03, 01:30 in Caracas (the default site zone).
    jest.useFakeTimers({ now: Date.UTC(2027, 0, 3, 5, 30), doNotFake: ['setTimeout', 'queueMicrotask'] });
  });
  afterEach(() => jest.useRealTimers());

  it("offers the caller's presets in its words and moves the range by calendar week and month", async () => {
    await renderReport();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    expect(screen.getByRole('group', { name: 'Period' })).toBeInTheDocument();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(
      REPORT_DATE_PRESETS.map((p) => `preset:${p}`),
    );
    expect(screen.getByRole('button', { name: 'preset:this_month' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('2027-01-01..2027-01-03');

    await user.click(screen.getByRole('button', { name: 'preset:last_week' }));
    expect(screen.getByRole('status')).toHaveTextContent('2026-12-21..2026-12-27');
    await user.click(screen.getByRole('button', { name: 'preset:last_month' }));
    expect(screen.getByRole('status')).toHaveTextContent('2026-12-01..2026-12-31');
  });

  it('refuses a custom range longer than the most days, saying why, and keeps the last good one', async () => {
    await renderReport();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'preset:custom' }));
    const from = screen.getByLabelText('From');
    expect(from).toHaveAttribute('max', '2027-01-03');

    await user.clear(from);
    await user.type(from, '2026-09-01');
    expect(screen.getByRole('alert')).toHaveTextContent(LABELS.invalid);
    expect(from).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('2027-01-01..2027-01-03');

    await user.clear(from);
    await user.type(from, '2026-12-15');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(screen.getByRole('status')).toHaveTextContent('2026-12-15..2027-01-03');
  });
});
