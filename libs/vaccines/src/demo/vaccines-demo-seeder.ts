import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '@hospital/core';
import { TITLES } from '@hospital/lookups';
import { bangkokDateKey } from '@hospital/rules';
import { VaccineEvents } from '../reference/vaccine-events.js';
import { doseColumnsOf, takeSeat } from '../booking/event-seats.js';
import { writeStudent } from '../booking/booking-form.js';
import { DEMO_EVENTS, DEMO_SCHOOLS, DEMO_STUDENTS, DEMO_VACCINE_TYPES, shiftDate } from './demo-vaccines.js';

/**
 * Demo mode: HPV and influenza types, two schools, events on future days (a past demo event is
 * moved forward again), and students whose ages sit on the age-rule boundaries of those events.
 * Idempotent: fills what is missing; a student's birth date follows the event date while unbooked.
 */
@Injectable()
export class VaccinesDemoSeeder {
  private readonly logger = new Logger('DemoData');

  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(VaccineEvents) private readonly events: VaccineEvents,
  ) {}

  async seed(): Promise<void> {
    if (!this.config.demoMode) return;
    const today = bangkokDateKey();
    await this.dataSource.transaction(async (m) => {
      for (const t of DEMO_VACCINE_TYPES) {
        await m.query(`INSERT INTO vaccine_types (code, family, brand_name, dose_number, disease, for_children) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`, [
          t.code,
          t.family,
          t.brandName,
          t.doseNumber,
          t.disease,
          t.forChildren,
        ]);
      }
      for (const s of DEMO_SCHOOLS) {
        await m.query(`INSERT INTO schools (school_key, school_name) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [s.schoolKey, s.schoolName]);
        for (const [year, name] of s.classes) {
          await m.query(`INSERT INTO school_classes (school_key, class_year, class_year_name) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`, [s.schoolKey, year, name]);
        }
      }
      for (const e of DEMO_EVENTS) {
        await m.query(
          `INSERT INTO vaccine_events (event_key, event_name, vaccine_type, vaccine_number, event_dt, place, venue_kind, capacity)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
           ON CONFLICT (event_key) DO UPDATE SET event_dt = EXCLUDED.event_dt WHERE vaccine_events.event_dt < now()`,
          [e.key, e.name, e.type, e.dose, `${shiftDate(today, 0, e.inDays)}T${e.time}:00+07:00`, e.place, e.venue, e.capacity],
        );
      }
      let added = 0;
      for (const s of DEMO_STUDENTS) {
        const event = (await this.events.one(m, s.ageAt.event))!;
        const birth = shiftDate(event.vaccineEventDT.slice(0, 10), s.ageAt.years, s.ageAt.days);
        const school = DEMO_SCHOOLS.find((x) => x.schoolKey === s.schoolKey)!;
        const classYearName = school.classes.find(([year]) => year === s.classYear)?.[1] ?? '';
        const result: Array<{ inserted: boolean }> = await m.query(
          `INSERT INTO vaccine_students (cid, title_key, title_name, first_name, last_name, birth_dt, school_key, class_year, class_year_name,
                                         class_room, vaccine_type, is_know, is_new, row_number)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, '1', $10, $11, false, $12)
           ON CONFLICT (cid) DO UPDATE SET birth_dt = EXCLUDED.birth_dt WHERE vaccine_students.slot_id IS NULL
           RETURNING (xmax = 0) AS inserted`,
          [s.cid, s.titleKey, TITLES.find((t) => t.value === s.titleKey)?.label ?? '', s.firstName, s.lastName, birth, s.schoolKey, s.classYear, classYearName,
            s.vaccineType, s.isKnow === true, DEMO_STUDENTS.indexOf(s) + 1],
        );
        if (!result[0]?.inserted) continue;
        added++;
        if (s.bookedAt) {
          const at = (await this.events.one(m, s.bookedAt))!;
          const queue = await takeSeat(m, at, s.cid);
          if (queue !== null) {
            await writeStudent(m, s.cid, {
              mobile_phone: '0812345678',
              address_no: '45/2',
              th_subdistrict_key: '920101',
              th_district_key: '9201',
              th_province_key: '92',
              weight: 48,
              height: 158,
              slot_id: at.vaccineEventKey,
              hospital_code: at.hospitalCode,
              ...doseColumnsOf(at, queue),
            });
          }
        }
      }
      this.logger.log(`Demo vaccine campaigns ready (${DEMO_EVENTS.length} events; ${added} students added)`);
    });
  }
}
