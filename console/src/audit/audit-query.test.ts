import { auditQuery, NO_FILTERS } from './audit-query.js';

describe('auditQuery', () => {
  it('leaves out empty filters', () => {
    expect(auditQuery(NO_FILTERS).toString()).toBe('limit=50');
  });

  it('sends every filter, the days as local epoch milliseconds from the start of one to the end of the other', () => {
    const query = auditQuery(
      { site_id: 's1', action: ' sites.modules ', operator: 'ada', from: '2026-12-01', to: '2026-12-07' },
      42,
      20,
    );
    expect(query.toString()).toBe(
      `site_id=s1&action=sites.modules&operator=ada&from=${new Date(2026, 11, 1).getTime()}` +
        `&to=${new Date(2026, 11, 8).getTime() - 1}&before_id=42&limit=20`,
    );
  });
});
