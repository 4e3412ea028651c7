import { Controller, Get, Header, Inject, Param, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';
import { APP_CONFIG, Allow, AnswerWithout, Clock, CurrentUser, type AppConfig, type AuthUser } from '@hospital/core';
import { ICS_CONTENT_TYPE, appointmentIcs, bookingCalendarEvent, calendarFileName, calendarHostOf } from '@hospital/rules';
import { BookingRecords } from './booking-records.js';
import { BookingIDParam } from './booking.schemas.js';

/**
 * Issue 32 item 6, GET /api/v1/bookings/{bookingID}/calendar.ics: the patient's own clinic booking
 * as a calendar file ('เพิ่มลงปฏิทิน' on the home card): Bangkok time, the hospital's address
 * (HOSPITAL_ADDRESS), the ticket number. Another patient's or an unknown booking is 404, as the
 * booking itself; staff have the board (403).
 */
@Controller('api/v1/bookings')
export class BookingCalendarController {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(BookingRecords) private readonly records: BookingRecords,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  @Get(':bookingID/calendar.ics')
  @Allow('patient')
  @AnswerWithout(200, 'text/calendar; charset=utf-8: the booking as one VEVENT (RFC 5545), DTSTART;TZID=Asia/Bangkok')
  @Header('cache-control', 'private, no-store')
  async calendar(
    @CurrentUser() user: AuthUser,
    @Param('bookingID', { schema: BookingIDParam }) bookingID: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    const { row } = await this.records.readable(this.dataSource.manager, user, bookingID);
    const event = bookingCalendarEvent(
      { bookingID: row.id, bookingNumber: row.booking_number, bookingStatus: row.booking_status, slotType: row.slot_type, appointDate: row.appoint_date, appointTime: row.appoint_time },
      { name: this.config.hospital.name, address: this.config.hospital.address },
      calendarHostOf(this.config.publicBaseUrl),
      this.clock.now(),
    );
    void reply.header('content-type', ICS_CONTENT_TYPE).header('content-disposition', `attachment; filename="${calendarFileName(row.appoint_date)}"`);
    return appointmentIcs(event);
  }
}
