import type { DataSource } from 'typeorm';
import type { AppointmentSettings } from '@hospital/contracts';
import { APPOINTMENT_SETTINGS_DEFAULTS, type DisabledKind } from '@hospital/rules';
import type { DisabledRow, HolidayRow, SlotRow } from './calendar.service.js';

/**
 * Issue 17 item 1: the whole calendar as CalendarService keeps it in memory: a few hundred
 * rows (public holidays of the seeded years, staff-disabled dates, slot times), each list in
 * the order the SQL reads gave (by date, by time).
 */
export interface CalendarTables {
  holidays: HolidayRow[];
  holidayOn: Map<string, HolidayRow>;
  disabled: Map<DisabledKind, DisabledRow[]>;
  slots: Map<number, SlotRow[]>;
  /** Issue 32 item 4: Admin's appointment settings (the one row of appointment_settings). */
  settings: AppointmentSettings;
}

/** The columns of appointment_settings as the api answers them. */
export const APPOINTMENT_SETTINGS_SELECT = `SELECT horizon_days AS "horizonDays", max_future_clinic_bookings AS "maxFutureClinicBookings",
       offer_expiry_minutes AS "offerExpiryMinutes", offers_per_slot AS "offersPerSlot", updated_at AS "updatedAt"
  FROM appointment_settings`;

/** The row as read, with its time as ISO text; the product's defaults if the row is missing. */
export function appointmentSettingsOf(row: (Omit<AppointmentSettings, 'updatedAt'> & { updatedAt: Date | string | null }) | undefined): AppointmentSettings {
  if (!row) return { ...APPOINTMENT_SETTINGS_DEFAULTS, updatedAt: null };
  return { ...row, updatedAt: row.updatedAt ? new Date(row.updatedAt).toISOString() : null };
}

export async function loadCalendarTables(dataSource: DataSource): Promise<CalendarTables> {
  const [holidays, disabled, slots, settings] = await Promise.all([
    dataSource.query(
      `SELECT to_char(holiday_date, 'YYYY-MM-DD') AS "holidayDate", name, source FROM holidays WHERE NOT removed ORDER BY holiday_date`,
    ) as Promise<HolidayRow[]>,
    dataSource.query(
      `SELECT kind, to_char(disabled_date, 'YYYY-MM-DD') AS "disabledDatetime", name FROM disabled_dates ORDER BY kind, disabled_date`,
    ) as Promise<Array<DisabledRow & { kind: DisabledKind }>>,
    dataSource.query(`SELECT slot_type AS "slotType", slot_time AS "slotTime" FROM slot_times ORDER BY slot_type, slot_time`) as Promise<
      Array<SlotRow & { slotType: number }>
    >,
    dataSource.query(APPOINTMENT_SETTINGS_SELECT) as Promise<Array<Parameters<typeof appointmentSettingsOf>[0] & object>>,
  ]);
  const byKind = new Map<DisabledKind, DisabledRow[]>();
  for (const { kind, disabledDatetime, name } of disabled) {
    const list = byKind.get(kind) ?? [];
    list.push({ disabledDatetime, name });
    byKind.set(kind, list);
  }
  const byType = new Map<number, SlotRow[]>();
  for (const { slotType, slotTime } of slots) {
    const list = byType.get(Number(slotType)) ?? [];
    list.push({ slotTime });
    byType.set(Number(slotType), list);
  }
  return { holidays, holidayOn: new Map(holidays.map((h) => [h.holidayDate, h])), disabled: byKind, slots: byType, settings: appointmentSettingsOf(settings[0]) };
}

const DATE_KEY = /^\d{4}-\d{2}-\d{2}$/;

/** A YYYY-MM-DD key: compares as text the way PostgreSQL compares the dates. */
export function isDateKey(value: string): boolean {
  return DATE_KEY.test(value);
}

/** The rows of a date-ordered list in [from, to) (YYYY-MM-DD keys). */
export function within<T>(rows: readonly T[], from: string, to: string, dateOf: (row: T) => string): T[] {
  return rows.filter((row) => dateOf(row) >= from && dateOf(row) < to);
}
