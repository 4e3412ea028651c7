import { BadRequestException, ConflictException, Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { TeleUpdateResponse } from '@hospital/contracts';
import { PatientAccessAudit } from '@hospital/audit';
import { uniqueViolationOf, type AuthUser } from '@hospital/core';
import { TELE_MESSAGES, TELE_SLOT_TYPE, teleEditOf, type TeleServiceType } from '@hospital/rules';
import type { TeleEditInput } from './tele-case.schemas.js';
import { TeleEvents } from './tele-events.js';
import { TeleRecords, toTeleRequest } from './tele-records.js';

/**
 * PUT /api/v1/tele/{teleID} (care-services §7, §5 'staff edit needs description and a valid
 * date'): hospital staff correct a case. Moving it to a slot someone else holds is decided by
 * the unique index `tele_requests_slot` (409 with §5's 'another person booked time X').
 */
@Injectable()
export class TeleEditService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(TeleRecords) private readonly records: TeleRecords,
    @Inject(TeleEvents) private readonly events: TeleEvents,
    @Inject(PatientAccessAudit) private readonly audit: PatientAccessAudit,
  ) {}

  async update(user: AuthUser, teleID: string, form: TeleEditInput): Promise<TeleUpdateResponse> {
    let time = '';
    try {
      await this.dataSource.transaction(async (m) => {
        const row = await this.records.forStaff(m, user, teleID, { lock: true });
        const result = teleEditOf(form, { serviceType: row.service_type, appointTime: row.appoint_time });
        if ('problem' in result) throw new BadRequestException(result.problem);
        const e = result.edit;
        time = e.appointTime;
        const slotType = TELE_SLOT_TYPE[e.serviceType as TeleServiceType] ?? null;
        await m.query(
          `UPDATE tele_requests
              SET service_type = $2, slot_type = $3, appoint_date = $4, appoint_time = $5, line_id = $6,
                  phone = $7, shipping_address = $8, description = $9, updated_at = now()
            WHERE id = $1`,
          [row.id, e.serviceType, slotType, e.appointDate, e.appointTime, e.lineID, e.phone, e.shippingAddress, e.description],
        );
        await this.events.changed(m, { teleID: row.id, userID: row.user_id, serviceType: e.serviceType, flowStatus: row.flow_status }, 'updated');
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
