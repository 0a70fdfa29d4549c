import type { PartnerReportRow } from '@ata/core/partner';
import { lagosClock } from '@ata/core/pricing';
import { httpClient } from '../data/http-client.ts';

export interface Period {
  from: string;
  to: string;
}

/** This month so far, in Lagos. */
export function thisMonth(now = Date.now()): Period {
  const today = lagosClock(now).date;
  return { from: `${today.slice(0, 8)}01`, to: today };
}

export const reportKey = (period: Period) => ['admin', 'partner-report', period.from, period.to];

export const fetchReport = async (period: Period) =>
  (await httpClient(`/api/partners/report?${new URLSearchParams({ ...period })}`)).json as PartnerReportRow[];

const cell = (value: string | number) => {
  const text = String(value);
  // Quoted when needed; a leading = + - @ is neutralised so a spreadsheet never runs it as a formula.
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

/** The report as CSV: amounts in naira with two decimals, the period in Lagos days. */
export function reportCsv(rows: readonly PartnerReportRow[], period: Period): string {
  const header = [
    'Partner',
    'Code',
    'From',
    'To',
    'Orders',
    'Paid orders',
    'Paid revenue (NGN)',
    'Commission (NGN)',
  ];
  const lines = rows.map((row) =>
    [
      row.name,
      row.code,
      period.from,
      period.to,
      row.orders,
      row.paidOrders,
      row.paidRevenue.toFixed(2),
      row.commission === null ? '' : row.commission.toFixed(2),
    ]
      .map(cell)
      .join(','),
  );
  return [header.join(','), ...lines].join('\n');
}
