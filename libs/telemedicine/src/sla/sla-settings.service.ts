import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { SlaSetting, SlaSettingsUpdate } from '@hospital/contracts';
import { DEFAULT_SLAS, SLA_STATUSES, flowStatusName, type FlowStatus, type SlaCounting, type SlaLimit } from '@hospital/rules';

/** Issue 14 item 1: the limit of each flowStatus, as an Admin set it (sla_settings; seeded with the defaults). */
@Injectable()
export class SlaSettings {
  constructor(@Inject(DataSource) private readonly db: DataSource) {}

  /** flowStatus → limit, only the statuses that have one. */
  async limits(): Promise<Map<number, SlaLimit>> {
    const rows: Array<{ flow_status: number; limit_minutes: number; counting: SlaCounting }> = await this.db.query(
      `SELECT flow_status, limit_minutes, counting FROM sla_settings`,
    );
    return new Map(rows.map((r) => [r.flow_status, { minutes: r.limit_minutes, counting: r.counting }]));
  }

  /** Every status a limit may be set for, with its limit (or none) and the default. */
  async list(): Promise<SlaSetting[]> {
    const limits = await this.limits();
    return SLA_STATUSES.map((s) => {
      const limit = limits.get(s);
      const fallback = DEFAULT_SLAS[s as FlowStatus];
      return {
        flowStatus: s,
        flowStatusName: flowStatusName(s),
        limitMinutes: limit?.minutes ?? null,
        counting: limit?.counting ?? null,
        defaultMinutes: fallback?.minutes ?? null,
        defaultCounting: fallback?.counting ?? null,
      };
    });
  }

  /** Sets (or, with limitMinutes null, removes) the listed statuses' limits in one transaction. */
  async save(userID: string, update: SlaSettingsUpdate['data']): Promise<SlaSetting[]> {
    await this.db.transaction(async (m) => {
      for (const s of update) {
        if (s.limitMinutes === null) {
          await m.query(`DELETE FROM sla_settings WHERE flow_status = $1`, [s.flowStatus]);
        } else {
          await m.query(
            `INSERT INTO sla_settings (flow_status, limit_minutes, counting, updated_by) VALUES ($1, $2, $3, $4)
             ON CONFLICT (flow_status) DO UPDATE SET limit_minutes = EXCLUDED.limit_minutes, counting = EXCLUDED.counting,
               updated_by = EXCLUDED.updated_by, updated_at = now()`,
            [s.flowStatus, s.limitMinutes, s.counting ?? 'office', userID],
          );
        }
      }
    });
    return this.list();
  }
}
