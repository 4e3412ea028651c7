import { BadRequestException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  MESSAGES,
  SLOT_TYPES,
  dayProblem,
  disabledKindFor,
  isDateKey,
  isDisabledKind,
  isSlotTime,
  ruleForSlotType,
  slotTimeFitsDay,
  type DisabledKind,
} from '@hospital/rules';

export interface HolidayRow {
  holidayDate: string;
  name: string;
  source?: 'seed' | 'staff';
}
export interface DisabledRow {
  disabledDatetime: string;
  name: string;
}
export interface SlotRow {
  slotTime: string;
}

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/** `:year/:month` of the spec's 'YYYY/M' (a Buddhist-era year is taken back by 543). */
export function monthRange(year: unknown, month: unknown): { from: string; to: string } {
  const y0 = /^\d{4}$/.test(String(year)) ? Number(year) : NaN;
  const m = /^\d{1,2}$/.test(String(month)) ? Number(month) : NaN;
  const y = y0 >= 2400 ? y0 - 543 : y0;
  if (!(y >= 1900 && y <= 2300) || !(m >= 1 && m <= 12)) throw new BadRequestException(MESSAGES.calendarMonthInvalid);
  const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
  return { from: `${y}-${String(m).padStart(2, '0')}-01`, to: next };
}

export function kindOf(value: unknown): DisabledKind {
  if (!isDisabledKind(value)) throw new BadRequestException(MESSAGES.calendarKindInvalid);
  return value;
}

export function slotTypeOf(value: unknown, allowed: readonly number[] = SLOT_TYPES): number {
  const n = /^\d+$/.test(String(value ?? '')) ? Number(value) : NaN;
  if (!allowed.includes(n)) throw new BadRequestException(MESSAGES.calendarSlotTypeRequired);
  return n;
}

export function dateOf(value: unknown): string {
  const date = text(value);
  if (!isDateKey(date)) throw new BadRequestException(MESSAGES.calendarDateRequired);
  return date;
}

function nameOf(value: unknown): string {
  const name = text(value);
  if (!name || name.length > 200) throw new BadRequestException(MESSAGES.calendarNameRequired);
  return name;
}

function bodyOf(body: unknown): Record<string, unknown> {
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

/**
 * care-services §3/§5/§7 calendars: holidays, staff-disabled dates per kind and the
 * configured slot times, with the day rules of libs/rules applied to the slots offered.
 */
@Injectable()
export class CalendarService {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  // ── reads ────────────────────────────────────────────────────────────────
  async holidays(from: string, to: string, withSource = false): Promise<HolidayRow[]> {
    const rows: Array<{ holidayDate: string; name: string; source: 'seed' | 'staff' }> = await this.dataSource.query(
      `SELECT to_char(holiday_date, 'YYYY-MM-DD') AS "holidayDate", name, source
         FROM holidays WHERE NOT removed AND holiday_date >= $1 AND holiday_date < $2 ORDER BY holiday_date`,
      [from, to],
    );
    return withSource ? rows : rows.map(({ holidayDate, name }) => ({ holidayDate, name }));
  }

  async disabled(kind: DisabledKind, from: string, to: string): Promise<DisabledRow[]> {
    return this.dataSource.query(
      `SELECT to_char(disabled_date, 'YYYY-MM-DD') AS "disabledDatetime", name
         FROM disabled_dates WHERE kind = $1 AND disabled_date >= $2 AND disabled_date < $3 ORDER BY disabled_date`,
      [kind, from, to],
    );
  }

  async slotTimes(slotType: number): Promise<SlotRow[]> {
    return this.dataSource.query(`SELECT slot_time AS "slotTime" FROM slot_times WHERE slot_type = $1 ORDER BY slot_time`, [slotType]);
  }

  /** Why the date is refused for this slot type's calendar (day rules, holiday, disabled), or null. */
  async dayProblem(date: string, slotType: number, now: Date = new Date()): Promise<string | null> {
    const rule = ruleForSlotType(slotType);
    if (!rule) return MESSAGES.calendarSlotTypeRequired;
    const [holidays, disabled] = await Promise.all([
      this.dataSource.query(`SELECT name FROM holidays WHERE holiday_date = $1 AND NOT removed`, [date]),
      this.dataSource.query(`SELECT name FROM disabled_dates WHERE disabled_date = $1 AND kind = $2`, [date, disabledKindFor(rule)]),
    ]);
    return dayProblem({
      ...rule,
      date,
      now,
      holidays: holidays.map((h: { name: string }) => ({ date, name: h.name })),
      disabled: disabled.map((d: { name: string }) => ({ date, name: d.name })),
    });
  }

  /**
   * The slot times offered on `date` for `slotType`: the configured times that fit the day,
   * none when the day rules refuse the date. The bookings issue removes the taken ones here.
   */
  async availableSlots(date: string, slotType: number, now: Date = new Date()): Promise<SlotRow[]> {
    if (await this.dayProblem(date, slotType, now)) return [];
    return (await this.slotTimes(slotType)).filter((s) => slotTimeFitsDay(slotType, date, s.slotTime));
  }

  // ── Admin changes (one statement each: nothing half-saved) ─────────────────
  async putHoliday(userID: string, body: unknown): Promise<HolidayRow> {
    const input = bodyOf(body);
    const date = dateOf(input.holidayDate ?? input.date);
    const name = nameOf(input.name);
    await this.dataSource.query(
      `INSERT INTO holidays (holiday_date, name, source, removed, updated_by) VALUES ($1, $2, 'staff', false, $3)
       ON CONFLICT (holiday_date) DO UPDATE SET name = EXCLUDED.name, source = 'staff', removed = false,
         updated_by = EXCLUDED.updated_by, updated_at = now()`,
      [date, name, userID],
    );
    return { holidayDate: date, name, source: 'staff' };
  }

  /** Marks the holiday removed (a tombstone, so the start-up seed does not bring it back). */
  async removeHoliday(userID: string, dateParam: unknown): Promise<void> {
    const date = dateOf(dateParam);
    const rows = await this.dataSource.query(
      `UPDATE holidays SET removed = true, updated_by = $2, updated_at = now() WHERE holiday_date = $1 AND NOT removed RETURNING holiday_date`,
      [date, userID],
    );
    if (rows[0].length === 0) throw new NotFoundException(MESSAGES.notFound);
  }

  async putDisabled(userID: string, kindParam: unknown, body: unknown): Promise<DisabledRow> {
    const kind = kindOf(kindParam);
    const input = bodyOf(body);
    const date = dateOf(input.disabledDatetime ?? input.date);
    const name = nameOf(input.name);
    await this.dataSource.query(
      `INSERT INTO disabled_dates (kind, disabled_date, name, updated_by) VALUES ($1, $2, $3, $4)
       ON CONFLICT (kind, disabled_date) DO UPDATE SET name = EXCLUDED.name, updated_by = EXCLUDED.updated_by, updated_at = now()`,
      [kind, date, name, userID],
    );
    return { disabledDatetime: date, name };
  }

  async removeDisabled(kindParam: unknown, dateParam: unknown): Promise<void> {
    const kind = kindOf(kindParam);
    const date = dateOf(dateParam);
    const rows = await this.dataSource.query(`DELETE FROM disabled_dates WHERE kind = $1 AND disabled_date = $2 RETURNING kind`, [kind, date]);
    if (rows[0].length === 0) throw new NotFoundException(MESSAGES.notFound);
  }

  async addSlot(slotTypeParam: unknown, body: unknown): Promise<SlotRow> {
    const slotType = slotTypeOf(slotTypeParam);
    const slotTime = text(bodyOf(body).slotTime);
    if (!isSlotTime(slotTime)) throw new BadRequestException(MESSAGES.calendarSlotTimeInvalid);
    await this.dataSource.query(`INSERT INTO slot_times (slot_type, slot_time) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [slotType, slotTime]);
    return { slotTime };
  }

  async removeSlot(slotTypeParam: unknown, slotTimeParam: unknown): Promise<void> {
    const slotType = slotTypeOf(slotTypeParam);
    const slotTime = text(slotTimeParam);
    if (!isSlotTime(slotTime)) throw new BadRequestException(MESSAGES.calendarSlotTimeInvalid);
    const rows = await this.dataSource.query(`DELETE FROM slot_times WHERE slot_type = $1 AND slot_time = $2 RETURNING slot_type`, [slotType, slotTime]);
    if (rows[0].length === 0) throw new NotFoundException(MESSAGES.notFound);
  }
}
