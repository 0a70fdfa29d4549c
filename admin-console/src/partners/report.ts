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

/** The CSV export has one home, shared with the API's report test. */
export { reportCsv } from '@ata/core/partner';
