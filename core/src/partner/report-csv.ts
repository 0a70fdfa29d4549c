import type { PartnerReportQuery, PartnerReportRow } from './schema.ts';

const cell = (value: string | number) => {
  const text = String(value);
  // Quoted when needed; a leading = + - @ is neutralised so a spreadsheet never runs it as a formula.
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

/** The partner report as CSV (the admin's export): amounts in naira with two decimals, the period in Lagos days. */
export function reportCsv(rows: readonly PartnerReportRow[], period: PartnerReportQuery): string {
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
