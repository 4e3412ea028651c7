import { BadRequestException, ConflictException, ForbiddenException, Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { PatientAccessAudit } from '@hospital/audit';
import type { TeleUpdateResponse } from '@hospital/contracts';
import { CalendarService } from '@hospital/calendar';
import { Clock, uniqueViolationOf, type AuthUser } from '@hospital/core';
import {
  APPOINTMENT_MESSAGES,
  MESSAGES,
  TELE_MESSAGES,
  TELE_SLOT_TYPE,
  calendarDateOf,
  disabledKindFor,
  isDateKey,
  isSlotTime,
  isTeleServiceType,
  slotTimeFitsDay,
  teleMoveProblem,
  teleRescheduleProblem,
  type TeleMoveContext,
} from '@hospital/rules';
import { TeleMoves } from '../cases/tele-moves.js';
import { TeleRecords, isHospitalStaff, toTeleRequest, type TeleRow } from '../cases/tele-records.js';

/** Where a case is to go: the new day and time (its service type stays). */
export interface TeleMoveTarget {
  appointDate: string;
  appointTime: string;
}

/** Day after a YYYY-MM-DD (zone-free). */
function nextDay(dateKey: string): string {
  const [y, m, d] = dateKey.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

/**
 * Issue 32 item 2: a telemedicine visit not yet started (flowStatus 0) moves to another day or
 * time — its patient from the home card (PUT /api/v1/tele/{teleID} with appointDatetime only),
 * and (item 3) an accepted earlier-slot offer through this same method. The patient's own rules
 * apply (teleMoveProblem: the day rules of the service, today's cut-off, holidays, disabled
 * dates, the horizon, a configured slot time of that day); hospital staff calling it are held
 * only to a valid day and time, as their edit is. One transaction: the case locked; one case per
 * patient, service type and day (TeleMoves.claimDay, item 4); the UPDATE, where the slot's
 * unique index decides a race (409 'slotTaken', nothing changed). The case keeps its id, photos
 * and history; TeleMoves records the move and tells the queue, the boards and the patient.
 */
@Injectable()
export class TeleRescheduleService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(CalendarService) private readonly calendar: CalendarService,
    @Inject(TeleRecords) private readonly records: TeleRecords,
    @Inject(TeleMoves) private readonly moves: TeleMoves,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(PatientAccessAudit) private readonly audit: PatientAccessAudit,
  ) {}

  async move(actor: AuthUser, teleID: string, target: TeleMoveTarget, options: { now?: Date } = {}): Promise<TeleUpdateResponse> {
    const now = options.now ?? this.clock.now();
    const date = calendarDateOf(target.appointDate) ?? String(target.appointDate ?? '').trim();
    const time = String(target.appointTime ?? '').trim();
    // Read first: a case the caller may not see is 404 before any rule; the transaction reads it again, locked.
    const { row: seen, byOwner } = await this.movable(this.dataSource.manager, actor, teleID);
    const problem = byOwner ? teleMoveProblem({ serviceType: seen.service_type, appointDate: date, appointTime: time }, await this.contextOf(seen.service_type, date, now)) : this.staffProblem(date, time);
    if (problem) throw new BadRequestException(problem);
    if (seen.appoint_date === date && seen.appoint_time === time) throw new BadRequestException(APPOINTMENT_MESSAGES.sameSlot);
    try {
      await this.dataSource.transaction(async (m) => {
        const { row } = await this.movable(m, actor, teleID, { lock: true });
        if (row.appoint_date === date && row.appoint_time === time) throw new BadRequestException(APPOINTMENT_MESSAGES.sameSlot);
        await this.moves.claimDay(m, { teleID: row.id, userID: row.user_id, serviceType: row.service_type, appointDate: date });
        await this.moves.leaving(m, row, now);
        await m.query(`UPDATE tele_requests SET appoint_date = $2, appoint_time = $3, updated_at = now() WHERE id = $1`, [row.id, date, time]);
        const moveID = await this.moves.moved(m, row, { serviceType: row.service_type, appointDate: date, appointTime: time }, actor, now);
        await this.audit.recordCaregiverAct(m, actor, 'tele.reschedule', `tele:${row.id}:reschedule:${moveID}`); // issue 33 item 4
      });
    } catch (error) {
      if (uniqueViolationOf(error) === 'tele_requests_slot') throw new ConflictException(TELE_MESSAGES.slotTaken(time));
      throw error;
    }
    const row = await this.records.find(this.dataSource.manager, teleID);
    return { message: APPOINTMENT_MESSAGES.rescheduled, data: toTeleRequest(row!) };
  }

  /** The case, if the caller may move it: its patient (their own booking) or hospital staff; flowStatus 0 only (409 otherwise). */
  private async movable(m: EntityManager, actor: AuthUser, teleID: string, options: { lock?: boolean } = {}): Promise<{ row: TeleRow; byOwner: boolean }> {
    const { row, access } = await this.records.readable(m, actor, teleID, options);
    const byOwner = access === 'owner';
    if (!byOwner && !isHospitalStaff(actor)) throw new ForbiddenException(MESSAGES.forbidden);
    const refused = teleRescheduleProblem({ flowStatus: row.flow_status, serviceType: row.service_type }, byOwner);
    if (refused) throw new ConflictException(refused);
    return { row, byOwner };
  }

  /** Staff move a case to any valid day and time (their edit's rule); the slot index still decides. */
  private staffProblem(date: string, time: string): string | null {
    if (!isDateKey(date)) return TELE_MESSAGES.dateRequired;
    return isSlotTime(time) ? null : TELE_MESSAGES.slotRequired;
  }

  /** The stored calendar of the service on that day and Admin's horizon, for the patient's rule. */
  private async contextOf(serviceType: number, date: string, now: Date): Promise<TeleMoveContext> {
    const { horizonDays } = await this.calendar.appointmentSettings();
    if (!isTeleServiceType(serviceType) || !isDateKey(date)) return { now, horizonDays };
    const to = nextDay(date);
    const slotType = TELE_SLOT_TYPE[serviceType];
    const [holidays, disabled, slots] = await Promise.all([
      this.calendar.holidays(date, to),
      this.calendar.disabled(disabledKindFor({ kind: 'tele', serviceType }), date, to),
      this.calendar.slotTimes(slotType),
    ]);
    return {
      now,
      horizonDays,
      holidays: holidays.map((h) => ({ date: h.holidayDate, name: h.name })),
      disabled: disabled.map((d) => ({ date: d.disabledDatetime, name: d.name })),
      slotTimes: slots.map((s) => s.slotTime).filter((t) => slotTimeFitsDay(slotType, date, t)),
    };
  }
}
