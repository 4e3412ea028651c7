import { SetMetadata } from '@nestjs/common';

/**
 * Issue 31 item 5: a gauge a domain contributes to GET /metrics, read when Prometheus scrapes
 * (e.g. notifications' `hospital_line_messages{kind,result}` from its own table). A provider
 * method marked @ScrapeGauge({...}) answers the gauge's values; the api's Metrics finds such
 * methods at start-up (as JobRegistry finds job handlers) and reads them on each scrape. A read
 * that fails or takes too long leaves the gauge's last values and never fails the scrape.
 */
export const SCRAPE_GAUGE = Symbol('SCRAPE_GAUGE');

export interface ScrapeGaugeSpec {
  /** The metric's name (hospital_…): unique in the registry. */
  name: string;
  help: string;
  labelNames: readonly string[];
}

/** One labelled value of a gauge (every label of the spec named). */
export interface ScrapeGaugeValue {
  labels: Record<string, string>;
  value: number;
}

/** The values at this scrape: the gauge holds exactly these afterwards. */
export type ScrapeGaugeRead = () => Promise<ScrapeGaugeValue[]>;

/** Marks a provider method `(): Promise<ScrapeGaugeValue[]>` as a gauge read at scrape time. */
export const ScrapeGauge = (spec: ScrapeGaugeSpec): MethodDecorator => SetMetadata(SCRAPE_GAUGE, spec);
