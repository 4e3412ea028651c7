import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PatientAccessAudit } from '@hospital/audit';
import { EARLIER_OFFERS_MESSAGES, type EarlierOffersResponse } from '@hospital/contracts';
import type { AuthUser } from '@hospital/core';
import { BOOKING_MESSAGES } from '@hospital/rules';
import { NotFoundException } from '@nestjs/common';
import { BookingRecords } from '../booking/booking-records.js';

/** Issue 32 item 3: the owner ticks or unticks 'แจ้งฉันถ้ามีคิวเร็วขึ้น' on their clinic booking. */
@Injectable()
export class BookingEarlierOffersService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(BookingRecords) private readonly records: BookingRecords,
    @Inject(PatientAccessAudit) private readonly audit: PatientAccessAudit,
  ) {}

  /** Whether the owner asked for offers (the home card's toggle). */
  async get(actor: AuthUser, bookingID: string): Promise<EarlierOffersResponse> {
    const { access } = await this.records.readable(this.dataSource.manager, actor, bookingID);
    if (access !== 'owner') throw new NotFoundException(BOOKING_MESSAGES.notFound);
    const [row]: Array<{ earlier_offers: boolean }> = await this.dataSource.query(`SELECT earlier_offers FROM bookings WHERE id = $1`, [bookingID]);
    return { message: '', data: { id: bookingID, wanted: row.earlier_offers } };
  }

  async set(actor: AuthUser, bookingID: string, wanted: boolean): Promise<EarlierOffersResponse> {
    const { access } = await this.records.readable(this.dataSource.manager, actor, bookingID);
    if (access !== 'owner') throw new NotFoundException(BOOKING_MESSAGES.notFound);
    await this.dataSource.transaction(async (m) => {
      await m.query(`UPDATE bookings SET earlier_offers = $2, updated_at = now() WHERE id = $1`, [bookingID, wanted]);
      await this.audit.recordCaregiverAct(m, actor, 'offers.change', `booking:${bookingID}:earlierOffers:${randomUUID()}`); // issue 33 item 4
    });
    return { message: wanted ? EARLIER_OFFERS_MESSAGES.on : EARLIER_OFFERS_MESSAGES.off, data: { id: bookingID, wanted } };
  }
}
