import { BadRequestException, ConflictException, ForbiddenException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { CalendarService, type SlotRow } from '@hospital/calendar';
import { Outbox, SqlReads, type AuthUser } from '@hospital/core';
import { PatientRecords, PatientVocabulary, fieldsOf } from '@hospital/patients';
import { ConsentLedger } from '@hospital/identity';
import { PatientAccessAudit } from '@hospital/audit';
import {
  MESSAGES,
  PROFILE_INCOMPLETE_FOR_BOOKING,
  TELE_MESSAGES,
  TELE_SLOT_TYPE,
  calendarDateOf,
  disabledKindFor,
  horizonProblem,
  isDateKey,
  isTeleServiceType,
  mayBookWithProfile,
  photosNeededFor,
  ruleForSlotType,
  slotTimeFitsDay,
  teleBookingProblem,
  type NamedDate,
} from '@hospital/rules';
import { TeleEvents } from '../cases/tele-events.js';
import { TeleQueue } from '../queue/tele-queue.js';
import type { TeleCreateInput } from './tele-booking.schemas.js';
import { SlotFlights } from './slot-flights.js';

const SLOT_TIME = /^\d{2}:\d{2}$/;

/** 'HH:mm' from appointTime, else the time part of appointDatetime 'YYYY-MM-DDTHH:mm'. */
function timeOf(input: TeleCreateInput): string {
  if (input.appointTime) return input.appointTime;
  const m = /^\d{4}-\d{2}-\d{2}[T ](\d{2}:\d{2})/.exec(input.appointDatetime);
  return m ? m[1] : '';
}

/** What a booking attempt answered: the patient's case on that day, and whether this attempt made it (and so holds the slot). */
interface BookedCase {
  teleID: string;
  userID: string;
  serviceType: number;
  date: string;
  made: boolean;
}

/** Day after a YYYY-MM-DD (zone-free). */
function nextDay(dateKey: string): string {
  const [y, m, d] = dateKey.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

/**
 * care-services §4 'Telemedicine booking submit', §5, §7 POST /api/v1/tele and the slot list.
 * The server runs the page's rule (teleBookingProblem) again with what it stores: holidays,
 * disabled dates, the configured slot times, the caller's HN and registered address. The
 * slot's partial unique index decides a race: `INSERT … ON CONFLICT DO NOTHING` either
 * returns the new row or nothing (409, slot taken); no check-then-insert window.
 * Issue 17 item 1: a slot already taken is answered first (SlotFlights in this process, then
 * one indexed read), before the patient, the consent or the calendar (kept in memory) is read;
 * the same patient's repeated submits while the first is booked share its answer (issue 34).
 * Issue 32 item 4: a day past Admin's horizon is refused (400); a patient holds one case per
 * service type and day (a second submit answers the first, issue 28 item 1), and a move onto
 * such a day is refused by TeleMoves.claimDay under the same per-patient lock.
 */
@Injectable()
export class TeleBookingService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(CalendarService) private readonly calendar: CalendarService,
    @Inject(PatientRecords) private readonly records: PatientRecords,
    @Inject(PatientVocabulary) private readonly vocabulary: PatientVocabulary,
    @Inject(Outbox) private readonly outbox: Outbox,
    @Inject(TeleEvents) private readonly events: TeleEvents,
    @Inject(TeleQueue) private readonly queue: TeleQueue,
    @Inject(ConsentLedger) private readonly consents: ConsentLedger,
    @Inject(SqlReads) private readonly reads: SqlReads,
    @Inject(PatientAccessAudit) private readonly audit: PatientAccessAudit,
  ) {}

  private readonly flights = new SlotFlights<BookedCase>();

  async create(user: AuthUser, input: TeleCreateInput, now: Date = new Date()): Promise<{ teleID: string }> {
    const date = calendarDateOf(input.appointDate) ?? calendarDateOf(input.appointDatetime) ?? input.appointDate;
    const time = timeOf(input);
    if (!isTeleServiceType(input.serviceType) || !isDateKey(date) || !SLOT_TIME.test(time)) return { teleID: (await this.book(user, input, now)).teleID };
    const serviceType = input.serviceType;
    const slotType = TELE_SLOT_TYPE[serviceType as keyof typeof TELE_SLOT_TYPE];
    const isTaken = (error: unknown) => error instanceof ConflictException && error.message === TELE_MESSAGES.slotTaken(time);
    try {
      const booked = await this.flights.run(
        `${slotType} ${date} ${time}`,
        async () => {
          // Issue 28 item 1: a double submit (same patient, service type and day) answers the case it
          // already made; else a slot taken is 409. Both read at once (issue 34: one round trip).
          const [earlier, [row]] = await Promise.all([
            this.ownCase(this.dataSource.manager, user.userID, serviceType, date),
            this.reads.rows(`SELECT 1 FROM tele_requests WHERE slot_type = $1 AND appoint_date = $2 AND appoint_time = $3 LIMIT 1`, [slotType, date, time]),
          ]);
          if (earlier) return { teleID: earlier, userID: user.userID, serviceType, date, made: false };
          if (row) throw new ConflictException(TELE_MESSAGES.slotTaken(time));
          return this.book(user, input, now);
        },
        {
          tookSlot: isTaken,
          holdsSlot: (result) => result.made,
          taken: () => new ConflictException(TELE_MESSAGES.slotTaken(time)),
          // The same patient's second tap while the first was being booked: the case it made, no query.
          yours: (result) => (result.userID === user.userID && result.serviceType === serviceType && result.date === date ? result : null),
        },
      );
      return { teleID: booked.teleID };
    } catch (error) {
      // The same patient's second click for the same slot, which the first one took before it.
      const mine = isTaken(error) ? await this.ownCase(this.dataSource.manager, user.userID, serviceType, date) : null;
      if (mine) return { teleID: mine };
      throw error;
    }
  }

  /**
   * Issue 28 item 1: the patient's case of this service type on this day, if they have one
   * (the first made). A second submit of the same booking — a double click, a retry after the
   * photos failed, starting over — answers it instead of making another.
   */
  private async ownCase(m: EntityManager, userID: string, serviceType: number, date: string): Promise<string | null> {
    const rows: Array<{ id: string }> = await m.query(
      `SELECT id FROM tele_requests WHERE user_id = $1 AND service_type = $2 AND appoint_date = $3::date ORDER BY created_at, id LIMIT 1`,
      [userID, serviceType, date],
    );
    return rows[0]?.id ?? null;
  }

  private async book(user: AuthUser, input: TeleCreateInput, now: Date): Promise<BookedCase> {
    const record = await this.records.load(this.dataSource.manager, user.userID);
    if (!record) throw new NotFoundException(MESSAGES.patientNotFound);
    // Issue 28 item 6: no booking before the profile is complete (isActive 1).
    if (!mayBookWithProfile(record.user.isActive)) throw new ForbiddenException(PROFILE_INCOMPLETE_FOR_BOOKING);
    const { useRegisteredAddress, serviceType, lineID } = input;
    const registeredAddress = useRegisteredAddress ? this.vocabulary.fullAddress(fieldsOf(record)) : '';
    const date = calendarDateOf(input.appointDate) ?? calendarDateOf(input.appointDatetime) ?? input.appointDate;
    const time = timeOf(input);
    const form = {
      serviceType,
      appointDate: date,
      appointTime: time,
      phone: input.phone,
      shippingAddress: input.shippingAddress,
      useRegisteredAddress,
      registeredAddress,
      description: input.description,
      imageCount: input.imageCount,
      isNewPatient: !record.user.hn,
    };

    const ctx = isTeleServiceType(serviceType) && calendarDateOf(date) ? await this.calendarOf(serviceType, date) : {};
    // Issue 32 item 4: no day past Admin's horizon.
    const problem = teleBookingProblem(form, { now, ...ctx }) ?? horizonProblem(date, now, (await this.calendar.appointmentSettings()).horizonDays);
    if (problem) throw new BadRequestException(problem);

    const type = serviceType as keyof typeof TELE_SLOT_TYPE;
    const slotType = TELE_SLOT_TYPE[type];
    if (!(await this.configuredSlots(slotType, date)).some((s) => s.slotTime === time)) throw new BadRequestException(TELE_MESSAGES.slotRequired);

    const shippingAddress = useRegisteredAddress ? registeredAddress : form.shippingAddress;
    // Issue 28 item 1: a type that needs photos waits for them off the staff boards (TeleFilesService clears it).
    const awaitingPhotos = photosNeededFor(type) > 0;
    return this.dataSource.transaction(async (m) => {
      // Issue 28 item 1: one booking attempt per patient, type and day at a time, across api processes;
      // the one that waited finds the case the first made and answers it.
      await m.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`tele-booking:${user.userID}:${type}:${date}`]);
      const earlier = await this.ownCase(m, user.userID, type, date);
      if (earlier) return { teleID: earlier, userID: user.userID, serviceType: type, date, made: false };
      await this.consents.forTelemedicineBooking(m, user.userID); // issue 15 item 1: first booking agrees; a newer text asked first (409)
      const rows: Array<{ id: string }> = await m.query(
        `INSERT INTO tele_requests (user_id, service_type, slot_type, appoint_date, appoint_time, line_id, phone, shipping_address, description, created_by, awaiting_photos,
                                    booked_by_id, booked_by_name, booked_by_phone)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $1, $10, $11, $12, $13)
         ON CONFLICT (slot_type, appoint_date, appoint_time) WHERE slot_type IS NOT NULL DO NOTHING
         RETURNING id`,
        [user.userID, type, slotType, date, time, lineID, form.phone, shippingAddress, form.description, awaitingPhotos,
         user.actingBy?.userID ?? null, user.actingBy?.fullName ?? null, user.actingBy?.phone ?? null], // issue 33 item 4: who booked, when a caregiver did
      );
      const teleID = rows[0]?.id;
      if (!teleID) throw new ConflictException(TELE_MESSAGES.slotTaken(time));
      await this.audit.recordCaregiverAct(m, user, 'tele.create', `tele:${teleID}:created`); // issue 33 item 4: 'คุณ ... (ผู้ดูแล) จองนัด'
      await this.events.changed(m, { teleID, userID: user.userID, serviceType: type, flowStatus: 0 }, 'created', null, !awaitingPhotos);
      await this.queue.moved(m, { teleID, userID: user.userID, serviceType: type, appointDate: date, from: null, to: 0 }); // issue 13 item 6: a case booked for today moves those behind it
      // care-services §4 Telemedicine booking submit: the patient's LINE message is the notifications module's reaction.
      await this.outbox.event(m, 'tele.created', { teleID, userID: user.userID, serviceType: type, appointDate: date, appointTime: time, byUserID: user.userID, byRole: user.role ?? null });
      return { teleID, userID: user.userID, serviceType: type, date, made: true };
    });
  }

  /**
   * GET /api/v1/tele/timeslot: the configured times of the slot type that the day rules allow
   * on that date, less the ones anybody has booked.
   */
  async freeSlots(date: string, slotType: number, now: Date = new Date()): Promise<SlotRow[]> {
    const offered = await this.calendar.availableSlots(date, slotType, now);
    if (offered.length === 0) return [];
    const taken: Array<{ appoint_time: string }> = await this.dataSource.query(
      `SELECT appoint_time FROM tele_requests WHERE slot_type = $1 AND appoint_date = $2`,
      [slotType, date],
    );
    const busy = new Set(taken.map((t) => t.appoint_time));
    return offered.filter((s) => !busy.has(s.slotTime));
  }

  /** Holidays and the service's disabled dates on that day, for the rule. */
  private async calendarOf(serviceType: number, date: string): Promise<{ holidays: NamedDate[]; disabled: NamedDate[] }> {
    const to = nextDay(date);
    const [holidays, disabled] = await Promise.all([
      this.calendar.holidays(date, to),
      this.calendar.disabled(disabledKindFor({ kind: 'tele', serviceType }), date, to),
    ]);
    return {
      holidays: holidays.map((h) => ({ date: h.holidayDate, name: h.name })),
      disabled: disabled.map((d) => ({ date: d.disabledDatetime, name: d.name })),
    };
  }

  /** The configured slot times of the type that fit the day. */
  private async configuredSlots(slotType: number, date: string): Promise<SlotRow[]> {
    if (!ruleForSlotType(slotType)) return [];
    return (await this.calendar.slotTimes(slotType)).filter((s) => slotTimeFitsDay(slotType, date, s.slotTime));
  }
}
