import { describe, expect, it } from 'vitest';
import { reportCsv, thisMonth } from './report.ts';

describe('the partner report', () => {
  it('defaults to this month in Lagos (23:30 UTC on 30 Nov is already 1 Dec there)', () => {
    expect(thisMonth(Date.UTC(2026, 10, 30, 23, 30))).toEqual({ from: '2026-12-01', to: '2026-12-01' });
    expect(thisMonth(Date.UTC(2026, 10, 27, 9))).toEqual({ from: '2026-11-01', to: '2026-11-27' });
  });

  it('exports naira with two decimals, quotes what needs it and never starts a formula', () => {
    const csv = reportCsv(
      [
        {
          partnerId: 'a',
          name: 'Sisi, "Jemimah"',
          code: 'sisi',
          orders: 3,
          paidOrders: 2,
          paidRevenue: 11200,
          commission: 1120.5,
        },
        {
          partnerId: 'b',
          name: '=HYPERLINK("x")',
          code: 'eq',
          orders: 0,
          paidOrders: 0,
          paidRevenue: 0,
          commission: null,
        },
      ],
      { from: '2026-11-01', to: '2026-11-30' },
    );
    expect(csv.split('\n')).toEqual([
      'Partner,Code,From,To,Orders,Paid orders,Paid revenue (NGN),Commission (NGN)',
      '"Sisi, ""Jemimah""",sisi,2026-11-01,2026-11-30,3,2,11200.00,1120.50',
      `"'=HYPERLINK(""x"")",eq,2026-11-01,2026-11-30,0,0,0.00,`,
    ]);
  });
});
