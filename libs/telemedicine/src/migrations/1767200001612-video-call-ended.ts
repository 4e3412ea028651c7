import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 16 item 12, "say the call ended": when the staff side of a case's video call hangs up,
 * the time is kept on the case (`call_ended_at`), so a patient's page that missed the realtime
 * event still learns it from the call status read. Staff opening the call again clears it.
 */
export class VideoCallEnded1767200001612 implements MigrationInterface {
  name = 'VideoCallEnded1767200001612';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE tele_requests ADD COLUMN call_ended_at timestamptz NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE tele_requests DROP COLUMN call_ended_at`);
  }
}
