import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { Api2Result } from '@hospital/contracts';
import { THAI_GEOGRAPHY, type ThaiGeography } from '@hospital/lookups';
import { VACCINE_MESSAGES } from '@hospital/rules';
import { Api2Error, ok } from '../http/api2-error.js';
import { VaccineEvents, type EventRow } from '../reference/vaccine-events.js';
import { StudentRecords } from '../students/student-records.js';
import { studentColumnsOf, writeStudent } from '../booking/booking-form.js';
import { clearedDoseColumnsOf, doseColumnsOf, lockEvents, releaseSeat, takeSeat } from '../booking/event-seats.js';
import { ADMIN_DOSES, type VaccineAdminUpdateInput } from './vaccine-admin-update.schemas.js';

/**
 * POST /api2/student/updateadmin (§2 Admin vaccine editing; Admin or Nurse): every field of the
 * record, the entitlement (vaccine type, 'is know') and doses 1–4 (event, appointment, queue).
 * A person not yet on the list is added. Changing the booked event moves the seat under the
 * capacity guard (staff raise an event's capacity in the reference admin, not here); age rules
 * are staff's judgement here and are not applied.
 */
@Injectable()
export class VaccineAdminUpdateService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(StudentRecords) private readonly students: StudentRecords,
    @Inject(VaccineEvents) private readonly events: VaccineEvents,
    @Inject(THAI_GEOGRAPHY) private readonly geography: ThaiGeography,
  ) {}

  async update(form: VaccineAdminUpdateInput): Promise<Api2Result> {
    const { cid } = form;
    return this.dataSource.transaction(async (m) => {
      await m.query(`INSERT INTO vaccine_students (cid) VALUES ($1) ON CONFLICT (cid) DO NOTHING`, [cid]);
      const student = (await this.students.load(m, cid, true))!;
      const columns: Record<string, unknown> = { ...(await studentColumnsOf(m, this.geography, form, student.isNew, false)) };

      const { vaccineType } = form;
      if (vaccineType) {
        const known: unknown[] = await m.query(`SELECT 1 FROM vaccine_types WHERE code = $1`, [vaccineType]);
        if (known.length === 0) throw new Api2Error(400, VACCINE_MESSAGES.vaccineTypeInvalid);
      }
      columns.vaccine_type = vaccineType || null;
      if (form.isKnow !== undefined) columns.is_know = form.isKnow;

      // The events this save touches, locked in one order: staff-set queue numbers are checked
      // against other people under the lock, and bookings (takeSeat updates the event row) wait.
      const slot = form.vaccineEventKey;
      await lockEvents(m, [slot, student.slotID ?? '', ...ADMIN_DOSES.map((dose) => form[`vaccineEventKey${dose}`])]);

      for (const dose of ADMIN_DOSES) {
        const eventKey = form[`vaccineEventKey${dose}`];
        const event = eventKey ? await this.events.one(m, eventKey) : null;
        if (eventKey && !event) throw new Api2Error(404, VACCINE_MESSAGES.eventUnknown, eventKey);
        const appoint = form[`appointDT${dose}`];
        const queueNumber = form[`queueNumber${dose}`];
        if (event && queueNumber !== null) await this.claimQueueNumber(m, cid, dose, event, queueNumber);
        columns[`vaccine_event_key${dose}`] = eventKey || null;
        columns[`appoint_dt${dose}`] = appoint?.at ?? null;
        columns[`queue_date${dose}`] = appoint?.date ?? null;
        columns[`queue_time${dose}`] = appoint?.time ?? null;
        columns[`queue_number${dose}`] = queueNumber;
      }

      if (slot !== (student.slotID ?? '')) {
        const old = student.slotID ? await this.events.one(m, student.slotID) : null;
        if (old) {
          await releaseSeat(m, old.vaccineEventKey, cid);
          Object.assign(columns, clearedDoseColumnsOf(old));
        }
        columns.slot_id = null;
        columns.hospital_code = '';
        if (slot) {
          const event = await this.events.one(m, slot);
          if (!event) throw new Api2Error(404, VACCINE_MESSAGES.eventUnknown, slot);
          const queue = await takeSeat(m, event, cid);
          if (queue === null) throw new Api2Error(409, VACCINE_MESSAGES.eventFull, event.vaccineEventName);
          Object.assign(columns, { slot_id: slot, hospital_code: event.hospitalCode }, doseColumnsOf(event, queue));
        }
      }
      await writeStudent(m, cid, columns);
      return ok(VACCINE_MESSAGES.updated);
    });
  }

  /**
   * A queue number staff type for a dose at an event is one nobody else holds for that event
   * and dose (409 otherwise). At the event's own dose the event's counter moves past it, so a
   * later booking is never handed the same number. The caller holds the event's row lock.
   */
  private async claimQueueNumber(m: EntityManager, cid: string, dose: number, event: EventRow, queueNumber: number): Promise<void> {
    const held: unknown[] = await m.query(
      `SELECT 1 FROM vaccine_students WHERE vaccine_event_key${dose} = $1 AND queue_number${dose} = $2 AND cid <> $3 LIMIT 1`,
      [event.vaccineEventKey, queueNumber, cid],
    );
    if (held.length > 0) throw new Api2Error(409, VACCINE_MESSAGES.queueNumberTaken(dose, queueNumber));
    if (event.vaccineNumber === dose) {
      await m.query(`UPDATE vaccine_events SET last_queue = GREATEST(last_queue, $2) WHERE event_key = $1`, [event.vaccineEventKey, queueNumber]);
    }
  }
}
