import { Inject, Injectable } from '@nestjs/common';
import { ScrapeGauge, type ScrapeGaugeValue } from '@hospital/core';
import { LineDeliveryReads } from './line-delivery-reads.js';

/**
 * Issue 31 item 5: /metrics counts this Bangkok month's LINE messages by kind (push, reply) and
 * result (sent, refused, unreachable, withdrawn), read from line_messages when Prometheus
 * scrapes (core's Metrics finds the @ScrapeGauge; a failed read keeps the last values).
 */
@Injectable()
export class LineMessagesGauge {
  constructor(@Inject(LineDeliveryReads) private readonly reads: LineDeliveryReads) {}

  @ScrapeGauge({
    name: 'hospital_line_messages',
    help: "LINE messages of this Bangkok month by kind (push: counts against the plan's quota; reply: free) and result (sent, refused, unreachable, withdrawn)",
    labelNames: ['kind', 'result'],
  })
  async values(): Promise<ScrapeGaugeValue[]> {
    const { counts } = await this.reads.thisMonth();
    return counts.map(({ kind, result, n }) => ({ labels: { kind, result }, value: n }));
  }
}
