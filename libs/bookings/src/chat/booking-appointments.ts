import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AppointmentKind } from '@hospital/contracts';
import type { UpcomingAppointment } from '@hospital/core';
import { APP_CONFIG, AppointmentSource, type AppConfig } from '@hospital/core';
import { BOOKING_ARRIVE_EARLY_TEXT } from '@hospital/rules';
import { BOOKING_CHAT_COLUMNS, COMING_BOOKING_STATUSES, bookingAt, bookingChatChoices, bookingStatusLine, bookingTitle, type BookingChatRow } from './booking-chat-rows.js';

/**
 * Issue 31 item 4: the clinic bookings the reminders may remind of — regular hours (slot type 1,
 * kind 'clinic') and the special clinic (slot type 2, 'specialClinic'), waiting or confirmed and
 * not served, starting in [from, to) (their day at their time, Bangkok). A waiting one carries
 * the confirm/cancel buttons; ref 'booking:<id>' (a moved booking keeps it).
 */
@Injectable()
export class BookingAppointments {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @AppointmentSource('clinic')
  clinic(from: Date, to: Date): Promise<UpcomingAppointment[]> {
    return this.ofSlotType(1, 'clinic', from, to);
  }

  @AppointmentSource('specialClinic')
  specialClinic(from: Date, to: Date): Promise<UpcomingAppointment[]> {
    return this.ofSlotType(2, 'specialClinic', from, to);
  }

  private async ofSlotType(slotType: 1 | 2, kind: AppointmentKind, from: Date, to: Date): Promise<UpcomingAppointment[]> {
    const rows: BookingChatRow[] = await this.dataSource.query(
      `SELECT ${BOOKING_CHAT_COLUMNS} FROM bookings b
        WHERE b.slot_type = $1 AND b.booking_status = ANY($2::smallint[]) AND b.served_at IS NULL
          AND b.appoint_date BETWEEN ($3::timestamptz AT TIME ZONE 'Asia/Bangkok')::date AND ($4::timestamptz AT TIME ZONE 'Asia/Bangkok')::date
          AND (b.appoint_date + b.appoint_time::time) AT TIME ZONE 'Asia/Bangkok' >= $3::timestamptz
          AND (b.appoint_date + b.appoint_time::time) AT TIME ZONE 'Asia/Bangkok' < $4::timestamptz
        ORDER BY b.appoint_date, b.appoint_time, b.booking_number`,
      [slotType, COMING_BOOKING_STATUSES, from.toISOString(), to.toISOString()],
    );
    const home = `${this.config.publicBaseUrl}/home`;
    return rows.map((r) => ({
      ref: `booking:${r.id}`,
      kind,
      userID: r.user_id,
      at: bookingAt(r),
      title: bookingTitle(r),
      lines: [bookingStatusLine(r), BOOKING_ARRIVE_EARLY_TEXT],
      action: /^https?:\/\//.test(home) ? { label: 'ดูรายละเอียด', uri: home } : undefined,
      choices: bookingChatChoices(r),
    }));
  }
}
