import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 28 item 1: a case booked through POST /api/v1/tele whose type needs symptom photos
 * (libs/rules photosNeededFor: a doctor visit, 4) is created before its photos are uploaded;
 * until they have arrived it is `awaiting_photos` and stays off the staff boards. Rows written
 * before (and cases made by staff) need nothing: false.
 */
export class AwaitingPhotos1767300002800 implements MigrationInterface {
  name = 'AwaitingPhotos1767300002800';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE tele_requests ADD COLUMN awaiting_photos boolean NOT NULL DEFAULT false`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE tele_requests DROP COLUMN awaiting_photos`);
  }
}
