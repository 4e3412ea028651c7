import { randomUUID } from 'node:crypto';
import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PatientAccessAudit } from '@hospital/audit';
import { EARLIER_OFFERS_MESSAGES, type EarlierOffersResponse } from '@hospital/contracts';
import type { AuthUser } from '@hospital/core';
import { TELE_MESSAGES } from '@hospital/rules';
import { TeleRecords } from '../cases/tele-records.js';

/** Issue 32 item 3: the owner ticks or unticks 'แจ้งฉันถ้ามีคิวเร็วขึ้น' on their telemedicine case. */
@Injectable()
export class TeleEarlierOffersService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(TeleRecords) private readonly records: TeleRecords,
    @Inject(PatientAccessAudit) private readonly audit: PatientAccessAudit,
  ) {}

  /** Whether the owner asked for offers (the home card's toggle). */
  async get(actor: AuthUser, teleID: string): Promise<EarlierOffersResponse> {
    const { access } = await this.records.readable(this.dataSource.manager, actor, teleID);
    if (access !== 'owner') throw new NotFoundException(TELE_MESSAGES.teleNotFound);
    const [row]: Array<{ earlier_offers: boolean }> = await this.dataSource.query(`SELECT earlier_offers FROM tele_requests WHERE id = $1`, [teleID]);
    return { message: '', data: { id: teleID, wanted: row.earlier_offers } };
  }

  async set(actor: AuthUser, teleID: string, wanted: boolean): Promise<EarlierOffersResponse> {
    const { access } = await this.records.readable(this.dataSource.manager, actor, teleID);
    if (access !== 'owner') throw new NotFoundException(TELE_MESSAGES.teleNotFound);
    await this.dataSource.transaction(async (m) => {
      await m.query(`UPDATE tele_requests SET earlier_offers = $2, updated_at = now() WHERE id = $1`, [teleID, wanted]);
      await this.audit.recordCaregiverAct(m, actor, 'offers.change', `tele:${teleID}:earlierOffers:${randomUUID()}`); // issue 33 item 4
    });
    return { message: wanted ? EARLIER_OFFERS_MESSAGES.on : EARLIER_OFFERS_MESSAGES.off, data: { id: teleID, wanted } };
  }
}
