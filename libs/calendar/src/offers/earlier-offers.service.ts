import { HttpException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { EarlierOffersSummary } from '@hospital/contracts';
import { Clock, Outbox, type ChatReply } from '@hospital/core';
import { CalendarService } from '../calendar.service.js';
import { EarlierSlotSources, type FreedSlot, type OfferCandidate } from './earlier-slot-source.js';

/** Issue 32 item 3: what the patient hears when an offer cannot be taken. */
export const OFFER_MESSAGES = {
  gone: 'คิวนี้มีผู้รับไปแล้ว ขอบคุณที่สนใจค่ะ',
  expired: 'ข้อเสนอนี้หมดเวลาแล้ว',
  notFound: 'ไม่พบข้อเสนอคิวนี้',
  declined: 'รับทราบค่ะ ท่านยังคงนัดเดิมไว้ และจะได้รับแจ้งอีกเมื่อมีคิวเร็วขึ้น',
} as const;

/** The instant of a Bangkok day and time ('YYYY-MM-DD', 'HH:mm'). */
export function bangkokInstant(date: string, time: string): Date {
  return new Date(`${date}T${time.trim() || '00:00'}:00+07:00`);
}

/** Whole days from one day to another ('YYYY-MM-DD'). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The text of a refusal (its Thai message). */
function refusalText(error: HttpException): string {
  const body = error.getResponse();
  if (typeof body === 'string') return body;
  const message = (body as { message?: unknown }).message;
  return Array.isArray(message) ? message.join('\n') : typeof message === 'string' ? message : error.message;
}

interface OfferRow {
  id: string;
  kind: 'clinic' | 'tele';
  freed_by: string;
  item_id: string;
  user_id: string;
  service_type: number;
  offered_date: string;
  offered_time: string;
  status: 'sent' | 'accepted' | 'gone' | 'expired' | 'declined';
  expires_at: Date;
}

const OFFER_COLUMNS = `id, kind, freed_by, item_id, user_id, service_type, to_char(offered_date, 'YYYY-MM-DD') AS offered_date, offered_time, status, expires_at`;

/**
 * Issue 32 item 3, earlier-slot offers: a freed seat or slot is offered to up to
 * `offers_per_slot` opted-in patients the kind's source names (once per freeing); the first
 * 'รับคิวนี้' moves that patient with the kind's reschedule command, the others hear it has gone;
 * an offer lasts `offer_expiry_minutes` ('expired' is computed at read time, no job).
 */
@Injectable()
export class EarlierOffers {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(CalendarService) private readonly calendar: CalendarService,
    @Inject(EarlierSlotSources) private readonly sources: EarlierSlotSources,
    @Inject(Outbox) private readonly outbox: Outbox,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  /** Offers a freed seat or slot (a future one, once per freeing); the number of offers sent. */
  async offerFreed(freed: FreedSlot, now: Date = this.clock.now()): Promise<number> {
    if (bangkokInstant(freed.date, freed.time) <= now) return 0;
    const source = this.sources.of(freed.kind);
    if (!source) return 0;
    const { offersPerSlot, offerExpiryMinutes } = await this.calendar.appointmentSettings();
    return this.dataSource.transaction(async (m) => {
      // One freeing is offered once, even when its event is delivered twice at the same moment.
      await m.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`earlier-offers:${freed.freedBy}`]);
      const done: Array<{ id: string }> = await m.query(`SELECT id FROM earlier_slot_offers WHERE freed_by = $1 LIMIT 1`, [freed.freedBy]);
      if (done.length > 0) return 0;
      const candidates = await source.candidates(freed, offersPerSlot, now);
      const expiresAt = new Date(now.getTime() + offerExpiryMinutes * 60_000);
      let sent = 0;
      for (const c of candidates.slice(0, offersPerSlot)) if (await this.send(m, freed, c, expiresAt, now)) sent++;
      return sent;
    });
  }

  /** One offer of `freed` to `c` and its 'appointment.offered' event; false when that patient was offered it already. */
  private async send(m: EntityManager, freed: FreedSlot, c: OfferCandidate, expiresAt: Date, now: Date): Promise<boolean> {
    const [row]: Array<{ id: string }> = await m.query(
      `INSERT INTO earlier_slot_offers (kind, freed_by, item_id, user_id, service_type, offered_date, offered_time, before_date, before_time, expires_at, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) ON CONFLICT (freed_by, item_id) DO NOTHING RETURNING id`,
      [freed.kind, freed.freedBy, c.itemID, c.userID, freed.serviceType, freed.date, freed.time, c.date, c.time, expiresAt, now],
    );
    if (!row) return false;
    await this.outbox.event(m, 'appointment.offered', {
      offerID: row.id,
      kind: freed.kind,
      userID: c.userID,
      serviceType: freed.serviceType,
      toDate: freed.date,
      toTime: freed.time,
      fromDate: c.date,
      fromTime: c.time,
      expiresAt: expiresAt.toISOString(),
    });
    return true;
  }

  /**
   * 'ไม่สนใจ': the patient keeps their appointment. A 'sent' offer in its time becomes
   * 'declined' and, unless someone already took the slot, the next opted-in patient the source
   * names (one not offered this freeing yet) is offered it at once, with a full expiry: a decline
   * lets the slot reach someone sooner than waiting for the offer to expire.
   */
  async decline(userID: string, offerID: string, now: Date = this.clock.now()): Promise<ChatReply> {
    return this.dataSource.transaction(async (m) => {
      const [seen] = await this.offers(m, `id = $1 AND user_id = $2`, [offerID, userID]);
      if (!seen) throw new NotFoundException(OFFER_MESSAGES.notFound);
      await m.query(`SELECT id FROM earlier_slot_offers WHERE freed_by = $1 ORDER BY id FOR UPDATE`, [seen.freed_by]);
      const [offer] = await this.offers(m, `id = $1`, [offerID]);
      if (offer.status === 'declined') return { text: OFFER_MESSAGES.declined };
      if (offer.status !== 'sent') return { text: offer.status === 'expired' ? OFFER_MESSAGES.expired : OFFER_MESSAGES.gone };
      if (offer.expires_at <= now) {
        await this.answer(m, offer.id, 'expired', now);
        return { text: OFFER_MESSAGES.expired };
      }
      await this.answer(m, offer.id, 'declined', now);
      await this.offerNext(m, { kind: offer.kind, freedBy: offer.freed_by, serviceType: offer.service_type, date: offer.offered_date, time: offer.offered_time.trim() }, now);
      return { text: OFFER_MESSAGES.declined };
    });
  }

  /** After a decline: the freeing's next candidate, while nobody took the slot and it is still ahead. */
  private async offerNext(m: EntityManager, freed: FreedSlot, now: Date): Promise<void> {
    if (bangkokInstant(freed.date, freed.time) <= now) return;
    const source = this.sources.of(freed.kind);
    if (!source) return;
    const offered: Array<{ item_id: string; status: string }> = await m.query(`SELECT item_id, status FROM earlier_slot_offers WHERE freed_by = $1`, [freed.freedBy]);
    if (offered.some((o) => o.status === 'accepted')) return;
    const already = new Set(offered.map((o) => o.item_id));
    const { offersPerSlot, offerExpiryMinutes } = await this.calendar.appointmentSettings();
    const next = (await source.candidates(freed, offersPerSlot + already.size, now)).find((c) => !already.has(c.itemID));
    if (next) await this.send(m, freed, next, new Date(now.getTime() + offerExpiryMinutes * 60_000), now);
  }

  /**
   * 'รับคิวนี้': the offers of the freeing are locked together, so the first tap wins. An offer
   * not 'sent' is gone, one past its time expired; else the source's reschedule command moves
   * the patient (its refusal — the slot taken directly, a rule — is answered and the offer is
   * gone), this offer is accepted and the others of the freeing are gone.
   */
  async accept(userID: string, offerID: string, now: Date = this.clock.now()): Promise<ChatReply> {
    return this.dataSource.transaction(async (m) => {
      const [seen] = await this.offers(m, `id = $1 AND user_id = $2`, [offerID, userID]);
      if (!seen) throw new NotFoundException(OFFER_MESSAGES.notFound);
      await m.query(`SELECT id FROM earlier_slot_offers WHERE freed_by = $1 ORDER BY id FOR UPDATE`, [seen.freed_by]);
      const [offer] = await this.offers(m, `id = $1`, [offerID]);
      if (offer.status === 'expired' || (offer.status === 'sent' && offer.expires_at <= now)) {
        await this.answer(m, offer.id, 'expired', now);
        return { text: OFFER_MESSAGES.expired };
      }
      if (offer.status !== 'sent') return { text: OFFER_MESSAGES.gone };
      const source = this.sources.of(offer.kind);
      if (!source) return { text: OFFER_MESSAGES.gone };
      try {
        const taken = await source.take(userID, offer.item_id, { serviceType: offer.service_type, date: offer.offered_date, time: offer.offered_time.trim() });
        await this.answer(m, offer.id, 'accepted', now);
        await m.query(`UPDATE earlier_slot_offers SET status = 'gone', answered_at = $2 WHERE freed_by = $1 AND status = 'sent'`, [offer.freed_by, now]);
        return { text: [taken.message, ...taken.lines].join('\n'), card: { title: taken.message, lines: taken.lines } };
      } catch (error) {
        if (!(error instanceof HttpException) || error.getStatus() >= 500) throw error;
        await this.answer(m, offer.id, 'gone', now);
        return { text: refusalText(error) };
      }
    });
  }

  /** Admin's figures of the offers created in [from, to] (Bangkok days); open ones past their time count as expired. */
  async summary(from: string, to: string, now: Date = this.clock.now()): Promise<EarlierOffersSummary> {
    const [counts]: Array<Record<string, number>> = await this.dataSource.query(
      `SELECT count(*)::int AS sent,
              count(*) FILTER (WHERE status = 'accepted')::int AS accepted,
              count(*) FILTER (WHERE status = 'gone')::int AS gone,
              count(*) FILTER (WHERE status = 'declined')::int AS declined,
              count(*) FILTER (WHERE status = 'expired' OR (status = 'sent' AND expires_at <= $3))::int AS expired,
              count(*) FILTER (WHERE status = 'sent' AND expires_at > $3)::int AS open
         FROM earlier_slot_offers
        WHERE (created_at AT TIME ZONE 'Asia/Bangkok')::date BETWEEN $1::date AND $2::date`,
      [from, to, now],
    );
    const gained: Array<{ days: number }> = await this.dataSource.query(
      `SELECT (before_date - offered_date)::int AS days FROM earlier_slot_offers
        WHERE status = 'accepted' AND (created_at AT TIME ZONE 'Asia/Bangkok')::date BETWEEN $1::date AND $2::date
        ORDER BY days`,
      [from, to],
    );
    const days = gained.map((g) => g.days);
    const mid = days.length >> 1;
    const median = days.length === 0 ? null : days.length % 2 ? days[mid] : (days[mid - 1] + days[mid]) / 2;
    return {
      sent: counts.sent,
      accepted: counts.accepted,
      gone: counts.gone,
      declined: counts.declined,
      expired: counts.expired,
      open: counts.open,
      daysGainedSum: days.reduce((a, b) => a + b, 0),
      daysGainedMedian: median,
    };
  }

  private offers(m: EntityManager, where: string, params: unknown[]): Promise<OfferRow[]> {
    return m.query(`SELECT ${OFFER_COLUMNS} FROM earlier_slot_offers WHERE ${where}`, params);
  }

  private async answer(m: EntityManager, offerID: string, status: 'accepted' | 'gone' | 'expired' | 'declined', now: Date): Promise<void> {
    await m.query(`UPDATE earlier_slot_offers SET status = $2, answered_at = $3 WHERE id = $1`, [offerID, status, now]);
  }
}
