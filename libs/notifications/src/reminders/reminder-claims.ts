import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { ReminderLead } from '@hospital/contracts';
import type { UpcomingAppointment } from '@hospital/core';
import { Outbox } from '@hospital/core';
import { reminderDueAt, reminderLeadKey } from '@hospital/rules';
import { reminderMessage, reminderPushKey } from './reminder-message.js';

/** How long a sent reminder's claim is kept (more than the longest lead, 14 days). */
export const REMINDER_SENDS_KEPT_DAYS = 30;

/** The lead_key of a lead for an appointment at `at`: 'm120@<ISO>' / 'evening@<ISO>' (a moved appointment gets new ones). */
export function reminderSendKey(lead: ReminderLead, at: string): string {
  return `${reminderLeadKey(lead)}@${new Date(at).toISOString()}`;
}

/**
 * Issue 31 item 4: ONE reminder per appointment and lead (reminder_sends). The leads due for an
 * appointment are claimed with INSERT … ON CONFLICT DO NOTHING RETURNING in the transaction that
 * queues the 'line.push' (through the outbox): a second worker at the same moment waits on the
 * rows, then finds them claimed and queues nothing; a crash before commit claims nothing.
 * When several leads are due at once (a booking made an hour before, a rule set late) the
 * patient gets one message, for the lead due last; the others are claimed with it.
 */
@Injectable()
export class ReminderClaims {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(Outbox) private readonly outbox: Outbox,
  ) {}

  /**
   * Forgets claims older than REMINDER_SENDS_KEPT_DAYS: a claim is made at most 14 days (the
   * longest lead) before its appointment, and an appointment that has started is in no window
   * any more, so an older row can never be asked for again.
   */
  async prune(): Promise<void> {
    await this.dataSource.query(`DELETE FROM reminder_sends WHERE sent_at < now() - make_interval(days => $1)`, [REMINDER_SENDS_KEPT_DAYS]);
  }

  /** True when this call queued the reminder. */
  async remindOnce(appointment: UpcomingAppointment, due: readonly ReminderLead[]): Promise<boolean> {
    if (due.length === 0) return false;
    const at = new Date(appointment.at);
    const latest = [...due].sort((a, b) => reminderDueAt(b, at).getTime() - reminderDueAt(a, at).getTime())[0];
    const latestKey = reminderSendKey(latest, appointment.at);
    const keys = [...new Set(due.map((lead) => reminderSendKey(lead, appointment.at)))];
    return this.dataSource.transaction(async (m) => {
      const claimed: Array<{ lead_key: string }> = await m.query(
        `INSERT INTO reminder_sends (ref, lead_key) SELECT $1, k FROM unnest($2::text[]) AS k
         ON CONFLICT (ref, lead_key) DO NOTHING RETURNING lead_key`,
        [appointment.ref, keys],
      );
      if (!claimed.some((c) => c.lead_key === latestKey)) return false;
      await this.outbox.job(m, 'line.push', { userID: appointment.userID, key: reminderPushKey(appointment.ref, latestKey), ...reminderMessage(appointment) });
      return true;
    });
  }
}
