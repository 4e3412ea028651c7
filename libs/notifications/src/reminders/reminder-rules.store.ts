import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APPOINTMENT_KINDS, type AppointmentKind, type ReminderLead, type ReminderRule } from '@hospital/contracts';
import { ChatRegistry } from '@hospital/core';
import { APPOINTMENT_KIND_NAMES, DEFAULT_REMINDER_LEADS } from '@hospital/rules';

/**
 * Issue 31 item 4: the lead times of each appointment kind, as Admin set them (reminder_rules,
 * seeded with the default: the clinics' evening before). A kind without a row reads as its default.
 */
@Injectable()
export class ReminderRules {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(ChatRegistry) private readonly chat: ChatRegistry,
  ) {}

  /** kind → its leads (every kind; [] for none). */
  async leadsByKind(): Promise<Map<AppointmentKind, ReminderLead[]>> {
    const rows: Array<{ kind: AppointmentKind; leads: ReminderLead[] }> = await this.dataSource.query(`SELECT kind, leads FROM reminder_rules`);
    const stored = new Map(rows.map((r) => [r.kind, r.leads]));
    return new Map(APPOINTMENT_KINDS.map((kind) => [kind, stored.get(kind) ?? [...DEFAULT_REMINDER_LEADS[kind]]]));
  }

  /** Every kind's rule, in the catalogue's order, with its default and whether a domain lists its appointments. */
  async list(): Promise<ReminderRule[]> {
    const leads = await this.leadsByKind();
    const sourced = new Set(this.chat.appointmentKinds());
    return APPOINTMENT_KINDS.map((kind) => ({
      kind,
      kindName: APPOINTMENT_KIND_NAMES[kind],
      leads: leads.get(kind) ?? [],
      defaultLeads: [...DEFAULT_REMINDER_LEADS[kind]],
      hasSource: sourced.has(kind),
    }));
  }

  /** Sets the listed kinds' leads (checked by the call's schema) in one transaction. */
  async save(userID: string, update: ReadonlyArray<{ kind: AppointmentKind; leads: ReminderLead[] }>): Promise<ReminderRule[]> {
    await this.dataSource.transaction(async (m) => {
      for (const rule of update) {
        await m.query(
          `INSERT INTO reminder_rules (kind, leads, updated_by) VALUES ($1, $2::jsonb, $3)
           ON CONFLICT (kind) DO UPDATE SET leads = EXCLUDED.leads, updated_by = EXCLUDED.updated_by, updated_at = now()`,
          [rule.kind, JSON.stringify(rule.leads), userID],
        );
      }
    });
    return this.list();
  }
}
