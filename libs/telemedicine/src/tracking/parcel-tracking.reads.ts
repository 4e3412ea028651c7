import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { ParcelTrackingResponse, ReceivedBy } from '@hospital/contracts';
import { APP_CONFIG, type AppConfig, type AuthUser } from '@hospital/core';
import { SYSTEM_ACTOR } from '@hospital/rules';
import { TeleRecords } from '../cases/tele-records.js';
import { ParcelEvents, lastDelivery } from './parcel-events.js';

const DAY_MS = 24 * 3600_000;

/**
 * GET /api/v1/tele/{teleID}/tracking (issue 14 item 3): the parcel events of a case for the
 * patient whose case it is and for staff (network users for their consultations), as
 * TeleRecords.readable decides; 404 for anyone else. Who confirmed 'received' comes from the
 * case's history (tele_transitions): by_role 'system' is the system, no role the patient.
 */
@Injectable()
export class ParcelTrackingReads {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(TeleRecords) private readonly records: TeleRecords,
    @Inject(ParcelEvents) private readonly parcels: ParcelEvents,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async tracking(user: AuthUser, teleID: string): Promise<ParcelTrackingResponse> {
    return this.dataSource.transaction(async (m) => {
      const { row } = await this.records.readable(m, user, teleID);
      const data = await this.parcels.of(m, row.id);
      const barcodes = row.tracking_numbers ?? [];
      const delivered = lastDelivery(barcodes, data);
      const [moved]: Array<{ at: Date; by_role: string | null }> = await m.query(
        `SELECT at, by_role FROM tele_transitions WHERE tele_id = $1 AND to_status = 7 ORDER BY at DESC, id DESC LIMIT 1`,
        [row.id],
      );
      const days = this.config.parcels.autoReceiveDays;
      const by: ReceivedBy | null = moved ? (moved.by_role === SYSTEM_ACTOR ? 'system' : moved.by_role ? 'staff' : 'patient') : null;
      return {
        teleID: row.id,
        flowStatus: row.flow_status,
        barcodes,
        data,
        delivered: delivered !== null,
        autoReceiveAt: row.flow_status === 6 && delivered && days > 0 ? new Date(Date.parse(delivered) + days * DAY_MS).toISOString() : null,
        received: row.flow_status === 7 && moved && by ? { at: new Date(moved.at).toISOString(), by } : null,
      };
    });
  }
}
