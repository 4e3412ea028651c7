import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 31 item 4, reminders when the hospital wants them:
 *  - `reminder_rules`: the lead times Admin set per appointment kind, a JSON list of
 *    `{minutes: N}` or `{eveningBefore: true}` (checked by libs/rules reminderLeadsProblem before
 *    it is stored); seeded with the product's default — the clinics' evening before (the
 *    reminder they always had), nothing for the other kinds.
 *  - `reminder_sends`: each reminder sent, one row per appointment (`ref`) and lead at the
 *    appointment's time (`lead_key`, e.g. 'm120@2029-07-10T03:00:00.000Z'). The 'reminders.send'
 *    job claims a row with INSERT … ON CONFLICT DO NOTHING RETURNING in the transaction that queues
 *    the message, so two workers at once send one reminder; a moved appointment has a new
 *    lead_key and is reminded again.
 */
export class ReminderRules1767700000300 implements MigrationInterface {
  name = 'ReminderRules1767700000300';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE reminder_rules (
        kind text PRIMARY KEY CHECK (kind IN ('clinic', 'specialClinic', 'video', 'vaccine', 'hisFollowUp')),
        leads jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(leads) = 'array' AND jsonb_array_length(leads) <= 4),
        updated_by uuid,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      INSERT INTO reminder_rules (kind, leads) VALUES
        ('clinic', '[{"eveningBefore": true}]'), ('specialClinic', '[{"eveningBefore": true}]'),
        ('video', '[]'), ('vaccine', '[]'), ('hisFollowUp', '[]')`);
    await q.query(`
      CREATE TABLE reminder_sends (
        ref text NOT NULL,
        lead_key text NOT NULL,
        sent_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (ref, lead_key)
      )`);
    await q.query(`CREATE INDEX reminder_sends_sent_at ON reminder_sends (sent_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE reminder_sends`);
    await q.query(`DROP TABLE reminder_rules`);
  }
}
