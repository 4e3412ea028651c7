import { Inject, Injectable } from '@nestjs/common';
import { PersonalData, SqlReads, section, type PersonalDataSection, type PersonalDataSource, type PersonalDataSubject } from '@hospital/core';

const STAFF_IDS = ['created_by', 'served_by', 'by_user', 'arrived_by']; // arrived_by: issue 32 item 5

/** Issue 15 item 3: the person's in-person bookings, each booking's status moves and (issue 32 item 2) its reschedules. */
@PersonalData()
@Injectable()
export class BookingsPersonalData implements PersonalDataSource {
  readonly tables = ['bookings', 'booking_transitions', 'booking_reschedules'];

  constructor(@Inject(SqlReads) private readonly sql: SqlReads) {}

  async export({ userID }: PersonalDataSubject): Promise<PersonalDataSection[]> {
    const bookings = await this.sql.rows<Record<string, unknown> & { id: string }>(
      `SELECT * FROM bookings WHERE user_id = $1 ORDER BY appoint_date DESC`,
      [userID],
    );
    const moves = await this.sql.rows<Record<string, unknown>>(
      `SELECT * FROM booking_transitions WHERE booking_id = ANY($1::uuid[]) ORDER BY booking_id, at`,
      [bookings.map((b) => b.id)],
    );
    const reschedules = await this.sql.rows<Record<string, unknown>>(
      `SELECT * FROM booking_reschedules WHERE booking_id = ANY($1::uuid[]) ORDER BY booking_id, at`,
      [bookings.map((b) => b.id)],
    );
    return [
      section('bookings', 'การจองพบแพทย์', bookings, STAFF_IDS),
      section('booking_transitions', 'การเปลี่ยนสถานะการจอง', moves, STAFF_IDS),
      section('booking_reschedules', 'การเลื่อนนัดการจอง', reschedules, STAFF_IDS),
    ];
  }
}
