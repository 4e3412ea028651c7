import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { Api2Result, StudentVaccineRecord } from '@hospital/contracts';
import { THAI_GEOGRAPHY, type ThaiGeography } from '@hospital/lookups';
import { ConsentLedger } from '@hospital/identity';
import { VACCINE_MESSAGES, ageProblem } from '@hospital/rules';
import { Api2Error, ok } from '../http/api2-error.js';
import { VaccineEvents, type EventRow } from '../reference/vaccine-events.js';
import { StudentRecords } from '../students/student-records.js';
import { proveBirthDate } from './birth-date-proof.js';
import { studentColumnsOf, writeStudent } from './booking-form.js';
import { clearedDoseColumnsOf, doseColumnsOf, isPast, lockEvents, releaseSeat, takeSeat } from './event-seats.js';
import { FullEventChecks } from './full-event-check.js';
import { signatureOf } from './signature.js';
import type { VaccineConfirmInput, VaccineUpdateInput } from './vaccine-booking.schemas.js';

/**
 * The school vaccine booking of care-services §2 /vaccinebooking and §4 (new booking → confirm,
 * existing booking → update, cancel → re-book): each call is one transaction that holds the
 * person's row, so a refusal saves nothing, and the seat is taken by the capacity guard. Each
 * first proves the child's birth date (issue 18 finding 4).
 */
@Injectable()
export class VaccineBookingService {
  /** The first read of every confirmation, read together for the confirmations arriving at once (opening day). */
  private readonly fullEventChecks: FullEventChecks;

  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(StudentRecords) private readonly students: StudentRecords,
    @Inject(VaccineEvents) private readonly events: VaccineEvents,
    @Inject(THAI_GEOGRAPHY) private readonly geography: ThaiGeography,
    @Inject(ConsentLedger) private readonly consents: ConsentLedger,
  ) {
    this.fullEventChecks = new FullEventChecks(dataSource);
  }

  /** POST /api2/pfizer/confirm2/: a new booking (the person has no slot yet). `userID`: the parent, when signed in. */
  async confirm(form: VaccineConfirmInput, ip: string | null, userID: string | null = null): Promise<Api2Result> {
    const { cid } = form;
    await this.refuseWhenFull(form);
    return this.dataSource.transaction(async (m) => {
      const student = await this.listed(m, cid);
      proveBirthDate(student, form.birthDT);
      if (student.slotID) throw new Api2Error(409, VACCINE_MESSAGES.alreadyBooked);
      const columns = await studentColumnsOf(m, this.geography, form, student.isNew, true);
      const signature = signatureOf(form.signBase64);
      const event = await this.bookableEvent(m, form.vaccineEventKey, student, columns.birth_dt);
      // Issue 34 (opening day): from the seat's UPDATE to COMMIT the event's row is locked, and
      // every other booking of the event waits that long: the writes that need no seat (the
      // consent, its ledger row, the child's row) go first, and the seat last, its queue number
      // written into the child's row by the same statement; an event read full here is 'full'
      // at once (the guarded UPDATE still decides when it is not).
      if (event.booked >= event.capacity) throw new Api2Error(409, VACCINE_MESSAGES.eventFull, event.vaccineEventName);
      await m.query(`INSERT INTO vaccine_consents (cid, event_key, sign_png, sign_sha256, ip) VALUES ($1, $2, $3, $4, $5)`, [
        cid,
        event.vaccineEventKey,
        signature.png,
        signature.sha256,
        ip,
      ]);
      // Issue 15 item 1: the parent's consent for the child, with the signature's hash, in the ledger too.
      const child = `${columns.title_name ?? ''}${columns.first_name} ${columns.last_name}`.trim();
      await this.consents.give(m, { userID, purpose: 'vaccine_child', channel: 'web', signatureSha256: signature.sha256, subjectName: child });
      await writeStudent(m, cid, { ...columns, slot_id: event.vaccineEventKey, hospital_code: event.hospitalCode, ...doseColumnsOf(event, null) });
      const queue = await takeSeat(m, event, cid);
      if (queue === null) throw new Api2Error(409, VACCINE_MESSAGES.eventFull, event.vaccineEventName);
      return ok(VACCINE_MESSAGES.confirmed, `${event.vaccineEventName} คิวที่ ${queue}`);
    });
  }

  /** POST /api2/student/update2: edits an existing booking; a new event moves the seat in the same transaction. */
  async update(form: VaccineUpdateInput): Promise<Api2Result> {
    const { cid } = form;
    return this.dataSource.transaction(async (m) => {
      const student = await this.listed(m, cid);
      proveBirthDate(student, form.birthDT);
      if (!student.slotID) throw new Api2Error(409, VACCINE_MESSAGES.notBooked);
      const columns = await studentColumnsOf(m, this.geography, form, student.isNew, true);
      const eventKey = form.vaccineEventKey;
      if (eventKey === student.slotID) {
        const event = await this.events.one(m, eventKey);
        if (event) this.checkAge(event, columns.birth_dt, student.isKnow);
        await writeStudent(m, cid, { ...columns });
        return ok(VACCINE_MESSAGES.updated);
      }
      await lockEvents(m, [student.slotID, eventKey]);
      const old = await this.events.one(m, student.slotID);
      if (old && isPast(old)) throw new Api2Error(409, VACCINE_MESSAGES.eventPastCancel, old.vaccineEventName);
      const event = await this.bookableEvent(m, eventKey, student, columns.birth_dt);
      if (old) await releaseSeat(m, old.vaccineEventKey, cid);
      const queue = await takeSeat(m, event, cid);
      if (queue === null) throw new Api2Error(409, VACCINE_MESSAGES.eventFull, event.vaccineEventName);
      await writeStudent(m, cid, {
        ...columns,
        ...(old ? clearedDoseColumnsOf(old) : {}),
        slot_id: event.vaccineEventKey,
        hospital_code: event.hospitalCode,
        ...doseColumnsOf(event, queue),
      });
      return ok(VACCINE_MESSAGES.updated, `${event.vaccineEventName} คิวที่ ${queue}`);
    });
  }

  /**
   * GET /api2/pfizer/clearbooking2/{cid}: frees the seat and the slot, so the person confirms
   * again for another day. `birthDT` is the proof the page sends (issue 18 finding 4).
   */
  async clear(cid: string, birthDT: string): Promise<Api2Result> {
    return this.dataSource.transaction(async (m) => {
      const student = await this.listed(m, cid);
      proveBirthDate(student, birthDT);
      if (!student.slotID) throw new Api2Error(409, VACCINE_MESSAGES.notBooked);
      const event = await this.events.one(m, student.slotID);
      if (event && isPast(event)) throw new Api2Error(409, VACCINE_MESSAGES.eventPastCancel, event.vaccineEventName);
      if (event) await releaseSeat(m, event.vaccineEventKey, cid);
      await writeStudent(m, cid, { slot_id: null, hospital_code: '', ...(event ? clearedDoseColumnsOf(event) : {}) });
      return ok(VACCINE_MESSAGES.cancelled);
    });
  }

  /**
   * POST /api2/student/birthcheck2 (issue 35 item 2): the child's birth date, proved before the
   * parent reads and signs the consent, with confirm2's own proof (proveBirthDate: the same 400s
   * and messages). Changes nothing; a wrong date counts as a guess like confirm2's.
   */
  async checkBirthDate(form: { cid: string; birthDT: string }): Promise<Api2Result> {
    const student = await this.students.load(this.dataSource.manager, form.cid, false);
    if (!student) throw new Api2Error(404, VACCINE_MESSAGES.notOnList);
    proveBirthDate(student, form.birthDT);
    return ok(VACCINE_MESSAGES.birthDateConfirmed);
  }

  /**
   * Issue 34 item 3, opening day (docs/decisions.md): once the event is full, a confirmation is
   * answered 'full' by one plain read (full-event-check.ts) — the child's record (on the list, the birth date proved,
   * not booked yet) and the event's seats — without the transaction, its row locks and the
   * form's checks: nothing on the form can get a seat. The transaction below decides every
   * other case, seats left included, as before.
   */
  private async refuseWhenFull(form: VaccineConfirmInput): Promise<void> {
    const check = await this.fullEventChecks.of(form.cid, form.vaccineEventKey);
    if (!check.listed) throw new Api2Error(404, VACCINE_MESSAGES.notOnList);
    proveBirthDate(check, form.birthDT);
    if (check.booked) throw new Api2Error(409, VACCINE_MESSAGES.alreadyBooked);
    if (check.fullEventName !== null) throw new Api2Error(409, VACCINE_MESSAGES.eventFull, check.fullEventName);
  }

  /** The person's record, held for this transaction; 404 when not on the target list. */
  private async listed(m: EntityManager, cid: string): Promise<StudentVaccineRecord> {
    const student = await this.students.load(m, cid, true);
    if (!student) throw new Api2Error(404, VACCINE_MESSAGES.notOnList);
    return student;
  }

  /** The chosen event, if it exists, is ahead, is offered to the person's vaccine type and fits the age rules. */
  private async bookableEvent(m: EntityManager, eventKey: string, student: StudentVaccineRecord, birthDT: string): Promise<EventRow> {
    const event = await this.events.one(m, eventKey);
    if (!event) throw new Api2Error(404, VACCINE_MESSAGES.eventUnknown);
    if (isPast(event)) throw new Api2Error(409, VACCINE_MESSAGES.eventPast, event.vaccineEventName);
    if (!student.vaccineType || !(await this.events.offered(m, eventKey, student.vaccineType))) {
      throw new Api2Error(400, VACCINE_MESSAGES.eventWrongType, event.vaccineEventName);
    }
    this.checkAge(event, birthDT, student.isKnow);
    return event;
  }

  private checkAge(event: EventRow, birthDT: string, isKnow: boolean): void {
    const problem = ageProblem(event, birthDT, isKnow);
    if (problem) throw new Api2Error(400, problem.msg, problem.desc);
  }
}
