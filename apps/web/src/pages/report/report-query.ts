import { bangkokDateKey, inBangkok } from '@hospital/rules';

/** Issue 14 item 4: what the report page asks for (the API takes ISO days; the page shows Buddhist era). */
export interface ReportFilterValues {
  from: string;
  to: string;
  serviceType: number | null;
  flowStatus: number | null;
}

/** The last 30 days up to today in Bangkok. */
export function defaultReportFilters(now: number = Date.now()): ReportFilterValues {
  return { from: inBangkok(now).subtract(29, 'day').format('YYYY-MM-DD'), to: bangkokDateKey(now), serviceType: null, flowStatus: null };
}

/** The query string of GET /api/v1/data/report for the filters (and a page or an export format). */
export function reportQueryString(f: ReportFilterValues, extra: Record<string, string | number> = {}): string {
  const params = new URLSearchParams({ from: f.from, to: f.to });
  if (f.serviceType !== null) params.set('ServiceType', String(f.serviceType));
  if (f.flowStatus !== null) params.set('FlowStatus', String(f.flowStatus));
  for (const [k, v] of Object.entries(extra)) params.set(k, String(v));
  return params.toString();
}
