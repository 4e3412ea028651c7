import { Inject, Injectable, Logger } from '@nestjs/common';
import type { JobPayload, ReminderLead } from '@hospital/contracts';
import type { UpcomingAppointment } from '@hospital/core';
import { ChatRegistry, Clock, JobHandler } from '@hospital/core';
import { reminderWindow } from '@hospital/rules';
import { ReminderClaims } from './reminder-claims.js';
import { ReminderRules } from './reminder-rules.store.js';

/**
 * Issue 31 item 4, 'reminders.send' (a repeatable job, every 5 minutes, see ReminderScheduler):
 * for each appointment kind that has a source (core's ChatRegistry: the domains that own the
 * appointments answer @AppointmentSource) and each of its leads (reminder_rules), the window the
 * lead makes due now (libs/rules reminderWindow: N minutes before → starting in (now, now + N];
 * the evening before → from 18:00 Bangkok, tomorrow's), then ONE reminder per appointment
 * (ReminderClaims). 'now' comes from the payload (a test, an operator) or core's Clock.
 */
@Injectable()
export class ReminderSendHandler {
  private readonly logger = new Logger('Reminders');

  constructor(
    @Inject(ChatRegistry) private readonly chat: ChatRegistry,
    @Inject(ReminderRules) private readonly rules: ReminderRules,
    @Inject(ReminderClaims) private readonly claims: ReminderClaims,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  /** The number of reminders this run queued. */
  @JobHandler('reminders.send')
  async send(payload: JobPayload<'reminders.send'>): Promise<number> {
    const now = payload?.now ? new Date(payload.now) : this.clock.now();
    if (Number.isNaN(now.getTime())) return 0;
    await this.claims.prune();
    const due = await this.dueAt(now);
    let sent = 0;
    for (const { appointment, leads } of due.values()) if (await this.claims.remindOnce(appointment, leads)) sent += 1;
    if (sent > 0) this.logger.log(`Queued ${sent} reminder(s)`);
    return sent;
  }

  /** Each appointment due now (by ref) with the leads that make it due. */
  private async dueAt(now: Date): Promise<Map<string, { appointment: UpcomingAppointment; leads: ReminderLead[] }>> {
    const rules = await this.rules.leadsByKind();
    const due = new Map<string, { appointment: UpcomingAppointment; leads: ReminderLead[] }>();
    for (const kind of this.chat.appointmentKinds()) {
      for (const lead of rules.get(kind) ?? []) {
        const window = reminderWindow(lead, now);
        if (!window) continue;
        for (const appointment of await this.chat.appointments(kind, window.from, window.to)) {
          const at = Date.parse(appointment.at);
          if (!(at >= window.from.getTime() && at < window.to.getTime())) continue; // a loose source: not this window's
          const entry = due.get(appointment.ref) ?? { appointment, leads: [] };
          entry.leads.push(lead);
          due.set(appointment.ref, entry);
        }
      }
    }
    return due;
  }
}
