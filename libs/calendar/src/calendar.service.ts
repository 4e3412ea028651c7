import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AppointmentSettings } from '@hospital/contracts';
import { SqlReads, VersionedValue } from '@hospital/core';
import { MESSAGES, dayProblem, disabledKindFor, horizonProblem, ruleForSlotType, slotTimeFitsDay, slotTimeStarted, type DisabledKind } from '@hospital/rules';
import type { DisabledDateInput, HolidayInput } from './calendar-admin.schemas.js';
import type { AppointmentSettingsInput } from './appointment-settings.schemas.js';
import { APPOINTMENT_SETTINGS_SELECT, appointmentSettingsOf, isDateKey, loadCalendarTables, within, type CalendarTables } from './calendar-tables.js';

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
/** What TypeORM's PostgreSQL driver answers to an UPDATE or DELETE ... RETURNING: the rows returned and the count changed. */
type ChangedRows = [rows: unknown[], count: number];

/**
 * The days of `:year/:month` (already read by yearParam/monthParam, Gregorian) as the
 * half-open range [from, to) of date keys.
 */
export function monthRange(year: number, month: number): { from: string; to: string } {
  const next = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  return { from: `${year}-${String(month).padStart(2, '0')}-01`, to: next };
}

/**
 * care-services §3/§5/§7 calendars: holidays, staff-disabled dates per kind and the
 * configured slot times, with the day rules of libs/rules applied to the slots offered.
 */
@Injectable()
export class CalendarService {
  /**
   * Issue 17 item 1: the three tables in memory, read again when `calendar_version` (bumped by
   * a trigger on any change, from any process) differs from the one they were read at.
   */
  private readonly tables: VersionedValue<CalendarTables>;

  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(SqlReads) reads: SqlReads,
  ) {
    this.tables = new VersionedValue(
      async () => String((await reads.rows<{ version: string }>(`SELECT version FROM calendar_version`))[0]?.version),
      () => loadCalendarTables(this.dataSource),
    );
  }

  // ── reads (from the kept tables; dates are YYYY-MM-DD keys, which the schemas and rules make) ──
  async holidays(from: string, to: string, withSource = false): Promise<HolidayRow[]> {
    if (!isDateKey(from) || !isDateKey(to)) return this.holidaysFromTable(from, to, withSource);
    const rows = within((await this.tables.get()).holidays, from, to, (h) => h.holidayDate);
    return withSource ? rows.map((h) => ({ ...h })) : rows.map(({ holidayDate, name }) => ({ holidayDate, name }));
  }

  async disabled(kind: DisabledKind, from: string, to: string): Promise<DisabledRow[]> {
    if (!isDateKey(from) || !isDateKey(to)) return this.disabledFromTable(kind, from, to);
    return within((await this.tables.get()).disabled.get(kind) ?? [], from, to, (d) => d.disabledDatetime).map((d) => ({ ...d }));
  }

  async slotTimes(slotType: number): Promise<SlotRow[]> {
    return ((await this.tables.get()).slots.get(slotType) ?? []).map((s) => ({ ...s }));
  }

  /** The SQL reads, for a bound that is not a YYYY-MM-DD key (none of today's callers sends one). */
  private async holidaysFromTable(from: string, to: string, withSource: boolean): Promise<HolidayRow[]> {
    const rows: Array<{ holidayDate: string; name: string; source: 'seed' | 'staff' }> = await this.dataSource.query(
      `SELECT to_char(holiday_date, 'YYYY-MM-DD') AS "holidayDate", name, source
         FROM holidays WHERE NOT removed AND holiday_date >= $1 AND holiday_date < $2 ORDER BY holiday_date`,
      [from, to],
    );
    return withSource ? rows : rows.map(({ holidayDate, name }) => ({ holidayDate, name }));
  }

  private async disabledFromTable(kind: DisabledKind, from: string, to: string): Promise<DisabledRow[]> {
    return this.dataSource.query(
      `SELECT to_char(disabled_date, 'YYYY-MM-DD') AS "disabledDatetime", name
         FROM disabled_dates WHERE kind = $1 AND disabled_date >= $2 AND disabled_date < $3 ORDER BY disabled_date`,
      [kind, from, to],
    );
  }

  /** Why the date is refused for this slot type's calendar (day rules, holiday, disabled), or null. */
  async dayProblem(date: string, slotType: number, now: Date = new Date()): Promise<string | null> {
    const rule = ruleForSlotType(slotType);
    if (!rule) return MESSAGES.calendarSlotTypeRequired;
    if (!isDateKey(date)) return dayProblem({ ...rule, date, now });
    const tables = await this.tables.get();
    const holiday = tables.holidayOn.get(date);
    const disabled = tables.disabled.get(disabledKindFor(rule))?.find((d) => d.disabledDatetime === date);
    return dayProblem({
      ...rule,
      date,
      now,
      holidays: holiday ? [{ date, name: holiday.name }] : [],
      disabled: disabled ? [{ date, name: disabled.name }] : [],
    });
  }

  /**
   * Issue 32 item 4: Admin's appointment settings in force (the horizon, the future clinic
   * bookings per patient, the earlier-slot offers' expiry and reach), from the kept tables:
   * bookings and telemedicine refuse by them, the pages show them.
   */
  async appointmentSettings(): Promise<AppointmentSettings> {
    return { ...(await this.tables.get()).settings };
  }

  /** Admin changes some of the settings (one statement; the others stay as they are); answers the row as stored. */
  async putAppointmentSettings(userID: string, input: AppointmentSettingsInput): Promise<AppointmentSettings> {
    type SettingsRow = Parameters<typeof appointmentSettingsOf>[0] & object;
    // TypeORM answers an UPDATE … RETURNING as [rows, count].
    const [changed]: [SettingsRow[], number] = await this.dataSource.query(
      `UPDATE appointment_settings
          SET horizon_days = coalesce($1, horizon_days), max_future_clinic_bookings = coalesce($2, max_future_clinic_bookings),
              offer_expiry_minutes = coalesce($3, offer_expiry_minutes), offers_per_slot = coalesce($4, offers_per_slot),
              updated_by = $5, updated_at = now()
        RETURNING horizon_days AS "horizonDays", max_future_clinic_bookings AS "maxFutureClinicBookings",
                  offer_expiry_minutes AS "offerExpiryMinutes", offers_per_slot AS "offersPerSlot", updated_at AS "updatedAt"`,
      [input.horizonDays ?? null, input.maxFutureClinicBookings ?? null, input.offerExpiryMinutes ?? null, input.offersPerSlot ?? null, userID],
    );
    if (changed[0]) return appointmentSettingsOf(changed[0]);
    const stored: SettingsRow[] = await this.dataSource.query(APPOINTMENT_SETTINGS_SELECT);
    return appointmentSettingsOf(stored[0]);
  }

  /**
   * The slot times offered on `date` for `slotType`: the configured times that fit the day,
   * none when the day rules refuse the date (or, issue 32 item 4, it is past the horizon). The
   * bookings issue removes the taken ones here.
   */
  async availableSlots(date: string, slotType: number, now: Date = new Date()): Promise<SlotRow[]> {
    if (await this.dayProblem(date, slotType, now)) return [];
    if (horizonProblem(date, now, (await this.tables.get()).settings.horizonDays)) return [];
    // Issue 28 item 6: an in-person time of today that has begun is not offered any more.
    const inPerson = ruleForSlotType(slotType)?.kind === 'booking';
    return (await this.slotTimes(slotType)).filter((s) => slotTimeFitsDay(slotType, date, s.slotTime) && !(inPerson && slotTimeStarted(date, s.slotTime, now)));
  }

  // ── Admin changes (one statement each: nothing half-saved), on input the schemas read ──
  async putHoliday(userID: string, { holidayDate: date, name, substitute }: HolidayInput): Promise<HolidayRow> {
    // Issue 35 item 2: `substitute` left out keeps an existing day's mark (a new day: not a substitute).
    await this.dataSource.query(
      `INSERT INTO holidays (holiday_date, name, source, removed, updated_by, substitute) VALUES ($1, $2, 'staff', false, $3, coalesce($4::boolean, false))
       ON CONFLICT (holiday_date) DO UPDATE SET name = EXCLUDED.name, source = 'staff', removed = false,
         updated_by = EXCLUDED.updated_by, updated_at = now(), substitute = coalesce($4::boolean, holidays.substitute)`,
      [date, name, userID, substitute ?? null],
    );
    return { holidayDate: date, name, source: 'staff' };
  }

  /** Marks the holiday removed (a tombstone, so the start-up seed does not bring it back). */
  async removeHoliday(userID: string, date: string): Promise<void> {
    const rows: ChangedRows = await this.dataSource.query(
      `UPDATE holidays SET removed = true, updated_by = $2, updated_at = now() WHERE holiday_date = $1 AND NOT removed RETURNING holiday_date`,
      [date, userID],
    );
    if (rows[0].length === 0) throw new NotFoundException(MESSAGES.notFound);
  }

  async putDisabled(userID: string, kind: DisabledKind, { disabledDatetime: date, name }: DisabledDateInput): Promise<DisabledRow> {
    await this.dataSource.query(
      `INSERT INTO disabled_dates (kind, disabled_date, name, updated_by) VALUES ($1, $2, $3, $4)
       ON CONFLICT (kind, disabled_date) DO UPDATE SET name = EXCLUDED.name, updated_by = EXCLUDED.updated_by, updated_at = now()`,
      [kind, date, name, userID],
    );
    return { disabledDatetime: date, name };
  }

  async removeDisabled(kind: DisabledKind, date: string): Promise<void> {
    const rows: ChangedRows = await this.dataSource.query(`DELETE FROM disabled_dates WHERE kind = $1 AND disabled_date = $2 RETURNING kind`, [kind, date]);
    if (rows[0].length === 0) throw new NotFoundException(MESSAGES.notFound);
  }

  async addSlot(slotType: number, slotTime: string): Promise<SlotRow> {
    await this.dataSource.query(`INSERT INTO slot_times (slot_type, slot_time) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [slotType, slotTime]);
    return { slotTime };
  }

  async removeSlot(slotType: number, slotTime: string): Promise<void> {
    const rows: ChangedRows = await this.dataSource.query(`DELETE FROM slot_times WHERE slot_type = $1 AND slot_time = $2 RETURNING slot_type`, [slotType, slotTime]);
    if (rows[0].length === 0) throw new NotFoundException(MESSAGES.notFound);
  }
}
