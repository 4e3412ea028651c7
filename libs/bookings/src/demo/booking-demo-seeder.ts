import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '@hospital/core';
import { PeopleDirectory } from '@hospital/identity';
import { BOOKING_OPEN_WEEKDAYS, REGULAR_OPENING_TIME, inBangkok, weekdayOf } from '@hospital/rules';

/** The demo patients (libs/identity demo accounts) and what they booked. */
const DEMO_BOOKINGS = [
  { patient: '1103702071811', description: 'ผื่นแดงคันที่แขนทั้งสองข้าง เป็นมา 2 สัปดาห์', status: 0 },
  { patient: '3100600445635', description: 'สิวอักเสบที่ใบหน้า ต้องการพบแพทย์', status: 1 },
] as const;

/**
 * Demo mode (with demo cases on): a few regular-hours bookings of the demo patients on the
 * next two days the regular clinic opens, so the booking board shows work on a first run.
 * Once: only into an empty bookings table. The seat trigger and the day counter apply as for
 * any booking.
 */
@Injectable()
export class BookingDemoSeeder {
  private readonly logger = new Logger('DemoData');

  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(PeopleDirectory) private readonly people: PeopleDirectory,
  ) {}

  async seed(): Promise<void> {
    if (!this.config.demoMode || !this.config.demoCases) return;
    const [{ n }]: Array<{ n: number }> = await this.dataSource.query(`SELECT count(*)::int AS n FROM bookings`);
    if (n > 0) return;
    const days: string[] = [];
    for (let offset = 0; days.length < 2 && offset < 7; offset++) {
      const date = inBangkok().add(offset, 'day').format('YYYY-MM-DD');
      if (BOOKING_OPEN_WEEKDAYS[1].includes(weekdayOf(date))) days.push(date);
    }
    let made = 0;
    await this.dataSource.transaction(async (m) => {
      for (const date of days) {
        for (const demo of DEMO_BOOKINGS) {
          const person = await this.people.byIdCard(demo.patient, m);
          if (!person) continue;
          const user = { id: person.userID };
          const [counter]: Array<{ last_number: number }> = await m.query(
            `INSERT INTO booking_day_counters (appoint_date, last_number) VALUES ($1, 1)
             ON CONFLICT (appoint_date) DO UPDATE SET last_number = booking_day_counters.last_number + 1 RETURNING last_number`,
            [date],
          );
          await m.query(
            `INSERT INTO bookings (booking_number, user_id, service_type, slot_type, appoint_date, appoint_time, description, booking_status, created_by)
             VALUES ($1, $2, 1, 1, $3, $4, $5, $6, $2)`,
            [counter.last_number, user.id, date, REGULAR_OPENING_TIME, demo.description, demo.status],
          );
          made++;
        }
      }
    });
    this.logger.log(`Demo in-person bookings ready (${made})`);
  }
}
