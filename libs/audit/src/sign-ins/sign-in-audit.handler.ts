import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { JobPayload } from '@hospital/contracts';
import { JobHandler, Outbox, safeText, type JobContext } from '@hospital/core';

/** Worker side of every sign-in: the audit row, then a live line on the Admin board. */
@Injectable()
export class SignInAuditHandler {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(Outbox) private readonly outbox: Outbox,
  ) {}

  @JobHandler('audit.signIn')
  async record(payload: JobPayload<'audit.signIn'>, { jobId }: JobContext): Promise<void> {
    // What was typed never fails the row: a NUL or a lone surrogate becomes U+FFFD (issue 18).
    const login = safeText(payload.login);
    const userAgent = payload.userAgent === null ? null : safeText(payload.userAgent);
    await this.dataSource.transaction(async (m) => {
      const rows: Array<{ id: string }> = await m.query(
        `INSERT INTO audit_log (job_id, action, user_id, login, success, ip, user_agent, at)
         VALUES ($1, 'signIn', $2, $3, $4, $5, $6, $7) ON CONFLICT (job_id) DO NOTHING RETURNING id`,
        [jobId, payload.userID, login, payload.success, payload.ip, userAgent, payload.at],
      );
      if (rows.length === 0) return; // already recorded by an earlier attempt
      await this.outbox.realtime(m, ['board:admin'], 'audit.signIn', {
        id: String(rows[0].id),
        userID: payload.userID,
        login,
        success: payload.success,
        at: payload.at,
      });
    });
  }
}
