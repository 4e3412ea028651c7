import { BadRequestException, ConflictException, Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { TeleUpdateResponse } from '@hospital/contracts';
import { PatientAccessAudit } from '@hospital/audit';
import { Clock, uniqueViolationOf, type AuthUser } from '@hospital/core';
import { TELE_MESSAGES, TELE_SLOT_TYPE, teleEditOf, type TeleServiceType } from '@hospital/rules';
import type { TeleEditInput } from './tele-case.schemas.js';
import { TeleEvents } from './tele-events.js';
import { TeleMoves } from './tele-moves.js';
import { TeleRecords, toTeleRequest } from './tele-records.js';

/**
 * PUT /api/v1/tele/{teleID} (care-services §7, §5 'staff edit needs description and a valid
 * date'): hospital staff correct a case. Moving it to a slot someone else holds is decided by
 * the unique index `tele_requests_slot` (409 with §5's 'another person booked time X').
 * Issue 32 item 2: an edit that changes the day or time is staff's reschedule — the patient's
 * other case of that type that day refuses it (409, item 4), and it is recorded and told as the
 * patient's own reschedule is (TeleMoves: the history row, both days' queues, 'tele.rescheduled'
 * and so the patient's LINE card; the rooms still hear 'tele.changed' with reason 'updated').
 * The patient's own move of the time is TeleRescheduleService's.
 */
@Injectable()
export class TeleEditService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(TeleRecords) private readonly records: TeleRecords,
    @Inject(TeleEvents) private readonly events: TeleEvents,
    @Inject(TeleMoves) private readonly moves: TeleMoves,
    @Inject(PatientAccessAudit) private readonly audit: PatientAccessAudit,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  async update(user: AuthUser, teleID: string, form: TeleEditInput): Promise<TeleUpdateResponse> {
    let time = '';
    const now = this.clock.now();
    try {
      await this.dataSource.transaction(async (m) => {
        const row = await this.records.forStaff(m, user, teleID, { lock: true });
        const result = teleEditOf(form, { serviceType: row.service_type, appointTime: row.appoint_time });
        if ('problem' in result) throw new BadRequestException(result.problem);
        const e = result.edit;
        time = e.appointTime;
        const slotType = TELE_SLOT_TYPE[e.serviceType as TeleServiceType] ?? null;
        const moved = e.appointDate !== row.appoint_date || e.appointTime !== row.appoint_time;
        if (moved || e.serviceType !== row.service_type) await this.moves.claimDay(m, { teleID: row.id, userID: row.user_id, serviceType: e.serviceType, appointDate: e.appointDate });
        if (moved) await this.moves.leaving(m, row, now);
        await m.query(
          `UPDATE tele_requests
              SET service_type = $2, slot_type = $3, appoint_date = $4, appoint_time = $5, line_id = $6,
                  phone = $7, shipping_address = $8, description = $9, updated_at = now()
            WHERE id = $1`,
          [row.id, e.serviceType, slotType, e.appointDate, e.appointTime, e.lineID, e.phone, e.shippingAddress, e.description],
        );
        if (moved) await this.moves.moved(m, row, { serviceType: e.serviceType, appointDate: e.appointDate, appointTime: e.appointTime }, user, now, 'updated');
        else await this.events.changed(m, { teleID: row.id, userID: row.user_id, serviceType: e.serviceType, flowStatus: row.flow_status }, 'updated');
        await this.audit.record(m, user.userID, row.user_id, 'tele.update');
      });
    } catch (error) {
      if (uniqueViolationOf(error) === 'tele_requests_slot') throw new ConflictException(TELE_MESSAGES.slotTaken(time));
      throw error;
    }
    const row = await this.records.find(this.dataSource.manager, teleID);
    return { message: TELE_MESSAGES.saved, data: toTeleRequest(row!) };
  }
}
