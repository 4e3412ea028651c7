import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CalendarService, EarlierSlotSource, type EarlierSlotSourceProvider, type FreedSlot, type OfferCandidate, type OfferTaken } from '@hospital/calendar';
import { TELE_SLOT_TYPE, disabledKindFor, formatThaiAppointment, isTeleServiceType, slotTimeFitsDay, teleMoveProblem } from '@hospital/rules';
import { TeleRescheduleService } from '../booking/tele-reschedule.service.js';

/** Day after a YYYY-MM-DD (zone-free). */
function nextDay(dateKey: string): string {
  const [y, m, d] = dateKey.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

/**
 * Issue 32 item 3, telemedicine's earlier-slot source: who a freed slot is offered to — opted-in
 * cases not yet started (flowStatus 0) of the same service type booked LATER than the freed time,
 * whose photos have arrived (not awaiting_photos), whose patient has no other case of that type
 * that day, and only when the freed day and time keep the service's own rules for a patient
 * (teleMoveProblem: type 1's cut-off, the day rules, holidays, disabled dates), earliest-booked
 * first — and the move itself (TeleRescheduleService.move as the patient, the page's command).
 */
@Injectable()
@EarlierSlotSource('tele')
export class TeleEarlierSlotSource implements EarlierSlotSourceProvider {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(CalendarService) private readonly calendar: CalendarService,
    @Inject(TeleRescheduleService) private readonly reschedule: TeleRescheduleService,
  ) {}

  async candidates(freed: FreedSlot, limit: number, now: Date): Promise<OfferCandidate[]> {
    const serviceType = freed.serviceType;
    if (!isTeleServiceType(serviceType)) return [];
    const { horizonDays } = await this.calendar.appointmentSettings();
    const to = nextDay(freed.date);
    const slotType = TELE_SLOT_TYPE[serviceType];
    const [holidays, disabled, slots] = await Promise.all([
      this.calendar.holidays(freed.date, to),
      this.calendar.disabled(disabledKindFor({ kind: 'tele', serviceType }), freed.date, to),
      this.calendar.slotTimes(slotType),
    ]);
    const problem = teleMoveProblem(
      { serviceType, appointDate: freed.date, appointTime: freed.time },
      {
        now,
        horizonDays,
        holidays: holidays.map((h) => ({ date: h.holidayDate, name: h.name })),
        disabled: disabled.map((d) => ({ date: d.disabledDatetime, name: d.name })),
        slotTimes: slots.map((s) => s.slotTime).filter((t) => slotTimeFitsDay(slotType, freed.date, t)),
      },
    );
    if (problem) return [];
    return this.dataSource.query(
      `SELECT t.id AS "itemID", t.user_id AS "userID", to_char(t.appoint_date, 'YYYY-MM-DD') AS date, trim(t.appoint_time) AS time
         FROM tele_requests t
        WHERE t.earlier_offers AND t.flow_status = 0 AND NOT t.awaiting_photos AND t.service_type = $1
          AND (t.appoint_date > $2::date OR (t.appoint_date = $2::date AND t.appoint_time > $3))
          AND NOT EXISTS (SELECT 1 FROM tele_requests o WHERE o.user_id = t.user_id AND o.service_type = $1 AND o.appoint_date = $2::date AND o.id <> t.id AND o.flow_status >= 0)
        ORDER BY t.created_at, t.id
        LIMIT $4`,
      [serviceType, freed.date, freed.time, limit],
    );
  }

  async take(userID: string, itemID: string, target: { serviceType: number; date: string; time: string }): Promise<OfferTaken> {
    const actor = { userID, role: null, fullName: '', exp: 0 };
    const { message } = await this.reschedule.move(actor, itemID, { appointDate: target.date, appointTime: target.time });
    return { message, lines: [`วันที่ ${formatThaiAppointment(target.date, target.time)}`] };
  }
}
