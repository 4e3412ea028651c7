import { ConflictException, Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { TeleChangedEvent } from '@hospital/contracts';
import { Outbox, type AuthUser } from '@hospital/core';
import { APPOINTMENT_MESSAGES, CONSULT_SERVICE_TYPE } from '@hospital/rules';
import { TeleQueue } from '../queue/tele-queue.js';
import { TeleEvents } from './tele-events.js';
import type { TeleRow } from './tele-records.js';

/** Where a case moves to. */
export interface TeleMoveTo {
  serviceType: number;
  appointDate: string;
  appointTime: string;
}

/**
 * Issue 32 item 2: what every move of a case to another day or time does besides its UPDATE, in
 * the mover's transaction — the patient's own reschedule (TeleRescheduleService), staff's edit
 * (TeleEditService) and, later, an accepted earlier-slot offer:
 *  - `claimDay` (item 4): one case per patient, service type and day, under the same per-patient
 *    lock POST /api/v1/tele takes, so no path gives one patient two slots of a type on a day;
 *  - `leaving`, before the UPDATE: the patients behind the case in today's queue move up;
 *  - `moved`, after it: the tele_reschedules row, the patients behind it in its new day's queue,
 *    'tele.changed' to its boards and the patient, and ONE 'tele.rescheduled' domain event (the
 *    patient's LINE card is the notifications module's reaction).
 */
@Injectable()
export class TeleMoves {
  constructor(
    @Inject(Outbox) private readonly outbox: Outbox,
    @Inject(TeleEvents) private readonly events: TeleEvents,
    @Inject(TeleQueue) private readonly queue: TeleQueue,
  ) {}

  /** 409 when the patient already has another case of this service type that day (consultations aside). */
  async claimDay(m: EntityManager, c: { teleID: string; userID: string; serviceType: number; appointDate: string }): Promise<void> {
    if (c.serviceType === CONSULT_SERVICE_TYPE) return;
    await m.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`tele-booking:${c.userID}:${c.serviceType}:${c.appointDate}`]);
    const [other]: Array<{ one: number }> = await m.query(`SELECT 1 AS one FROM tele_requests WHERE user_id = $1 AND service_type = $2 AND appoint_date = $3::date AND id <> $4 LIMIT 1`, [
      c.userID,
      c.serviceType,
      c.appointDate,
      c.teleID,
    ]);
    if (other) throw new ConflictException(APPOINTMENT_MESSAGES.teleOnePerDay);
  }

  /** Before the UPDATE: the case leaves its day's queue (today's: those behind it move up). */
  async leaving(m: EntityManager, row: TeleRow, now: Date): Promise<void> {
    await this.queue.moved(m, { teleID: row.id, userID: row.user_id, serviceType: row.service_type, appointDate: row.appoint_date, from: row.flow_status, to: null }, now);
  }

  /**
   * After the UPDATE: the history row, the new day's queue, the rooms and the domain event. The
   * rooms hear `reason` ('rescheduled'; staff's edit keeps its 'updated', as before issue 32).
   */
  async moved(m: EntityManager, row: TeleRow, to: TeleMoveTo, actor: Pick<AuthUser, 'userID' | 'role'>, now: Date, reason: TeleChangedEvent['reason'] = 'rescheduled'): Promise<string> {
    const [history]: Array<{ id: string }> = await m.query(
      `INSERT INTO tele_reschedules (tele_id, service_type, from_date, from_time, to_date, to_time, by_user, by_role)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [row.id, to.serviceType, row.appoint_date, row.appoint_time, to.appointDate, to.appointTime, actor.userID, actor.role ?? null],
    );
    await this.queue.moved(m, { teleID: row.id, userID: row.user_id, serviceType: to.serviceType, appointDate: to.appointDate, from: null, to: row.flow_status }, now);
    await this.events.changed(m, { teleID: row.id, userID: row.user_id, serviceType: to.serviceType, flowStatus: row.flow_status }, reason, null, !row.awaiting_photos);
    await this.outbox.event(m, 'tele.rescheduled', {
      teleID: row.id,
      userID: row.user_id,
      rescheduleID: String(history.id),
      serviceType: to.serviceType,
      fromDate: row.appoint_date,
      fromTime: row.appoint_time,
      toDate: to.appointDate,
      toTime: to.appointTime,
      byUserID: actor.userID,
      byRole: actor.role ?? null,
    });
    return String(history.id);
  }
}
