import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Booking, BookingStatus } from '@hospital/contracts';
import type { AuthUser } from '@hospital/core';
import { FileRecords } from '@hospital/files';
import { PeopleDirectory } from '@hospital/identity';
import { isUuid } from '@hospital/patients';
import { BOOKING_MESSAGES, bookingSlotTypeName, bookingStatusName, formatThaiAppointment, isNetworkRole, isStaff } from '@hospital/rules';

/** A stored booking as BOOKING_SELECT reads it: bookings' own columns. */
export interface BookingCaseRow {
  id: string;
  booking_number: number;
  user_id: string;
  service_type: number;
  slot_type: number;
  appoint_date: string;
  appoint_time: string;
  description: string;
  booking_status: number;
  reminded_at: Date | null;
  served_at: Date | null;
  arrived_at: Date | null; // issue 32 item 5
  no_show_at: Date | null;
  check_in_code: string;
  booked_by_name: string | null; // issue 33 item 4: the caregiver who booked for the person
  booked_by_phone: string | null;
  created_at: Date;
  updated_at: Date;
}

/** A stored booking as read for the api: the row, with the patient's name, phone and HN (identity's, by id) and the number of its files (files', by id). */
export interface BookingRow extends BookingCaseRow {
  full_name: string;
  phone: string;
  hn: string | null;
  image_count: number;
}

/**
 * The SELECT every read of bookings shares; callers add WHERE and ORDER, then BookingRecords.named
 * (the patients' names are identity's: one PeopleDirectory read for all the rows; the image
 * counts are files': one FileRecords read for all the rows).
 */
export const BOOKING_SELECT = `
  SELECT b.id, b.booking_number, b.user_id, b.service_type, b.slot_type, to_char(b.appoint_date, 'YYYY-MM-DD') AS appoint_date,
         b.appoint_time, b.description, b.booking_status, b.reminded_at, b.served_at, b.arrived_at, b.no_show_at, b.check_in_code,
         b.booked_by_name, b.booked_by_phone, b.created_at, b.updated_at
  FROM bookings b`;

/**
 * A booking as an answer. `viewerID` is who reads it: the ticket's check-in code (what the QR at
 * the counter proves) goes only to the booking's own patient (or a caregiver acting for them),
 * never into staff answers.
 */
export function toBooking(row: BookingRow, viewerID: string | null): Booking {
  return {
    bookingID: row.id,
    bookingNumber: row.booking_number,
    bookingStatus: row.booking_status as BookingStatus,
    bookingStatusName: bookingStatusName(row.booking_status),
    userID: row.user_id,
    fullName: row.full_name,
    phone: row.phone,
    hn: row.hn,
    appointDatetime: `${row.appoint_date}T${row.appoint_time}`,
    appointDate: row.appoint_date,
    appointTime: row.appoint_time,
    appointDatetimeText: formatThaiAppointment(row.appoint_date, row.appoint_time),
    serviceType: row.service_type,
    serviceTypeName: bookingSlotTypeName(row.service_type),
    slotType: row.slot_type,
    slotTypeName: bookingSlotTypeName(row.slot_type),
    description: row.description,
    imageCount: row.image_count,
    servedAt: row.served_at ? new Date(row.served_at).toISOString() : null,
    arrivedAt: row.arrived_at ? new Date(row.arrived_at).toISOString() : null,
    noShowAt: row.no_show_at ? new Date(row.no_show_at).toISOString() : null,
    checkInCode: viewerID === row.user_id ? row.check_in_code : null,
    queue: null,
    bookedBy: row.booked_by_name ? { fullName: row.booked_by_name, phone: row.booked_by_phone } : null,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/** How the caller relates to a booking: its patient, or hospital staff; null: not at all. */
export type BookingAccess = 'owner' | 'staff';

/**
 * Who may read a booking (permissions where the data is read): the patient whose booking it
 * is, and hospital staff (any role not starting with N_). Network users and other patients
 * are answered as if it did not exist.
 */
export function bookingAccessOf(user: AuthUser, row: Pick<BookingRow, 'user_id'>): BookingAccess | null {
  if (!isStaff(user.role)) return row.user_id === user.userID ? 'owner' : null;
  return isNetworkRole(user.role) ? null : 'staff';
}

@Injectable()
export class BookingRecords {
  constructor(
    @Inject(PeopleDirectory) private readonly people: PeopleDirectory,
    @Inject(FileRecords) private readonly files: FileRecords,
  ) {}

  /** Rows of BOOKING_SELECT with their patients' names, phones and HNs, asked of identity at once, and their image counts, asked of files at once. */
  async named(rows: readonly BookingCaseRow[], m?: EntityManager): Promise<BookingRow[]> {
    if (rows.length === 0) return [];
    const names = await this.people.namesOf(rows.map((r) => r.user_id), m);
    const imageCounts = await this.files.countsOf('booking', rows.map((r) => r.id), m);
    return rows.map((r) => {
      const person = names.get(r.user_id);
      return { ...r, full_name: person?.fullName ?? '', phone: person?.phone ?? '', hn: person?.hn ?? null, image_count: imageCounts.get(r.id) ?? 0 };
    });
  }

  /** The booking or null, unchecked. `lock` takes the row FOR UPDATE first. */
  async find(m: EntityManager, bookingID: string, options: { lock?: boolean } = {}): Promise<BookingRow | null> {
    if (!isUuid(bookingID)) return null;
    if (options.lock) await m.query(`SELECT 1 FROM bookings WHERE id = $1 FOR UPDATE`, [bookingID]);
    const rows: BookingCaseRow[] = await m.query(`${BOOKING_SELECT} WHERE b.id = $1`, [bookingID]);
    return (await this.named(rows, m))[0] ?? null;
  }

  /** The booking the caller may see, with their access; 404 for a missing one and for one they may not see. */
  async readable(m: EntityManager, user: AuthUser, bookingID: string, options: { lock?: boolean } = {}): Promise<{ row: BookingRow; access: BookingAccess }> {
    const row = await this.find(m, bookingID, options);
    const access = row ? bookingAccessOf(user, row) : null;
    if (!row || !access) throw new NotFoundException(BOOKING_MESSAGES.notFound);
    return { row, access };
  }

  /** The patient's own bookings, newest appointment first. */
  async ofPatient(m: EntityManager, userID: string): Promise<BookingRow[]> {
    const rows: BookingCaseRow[] = await m.query(`${BOOKING_SELECT} WHERE b.user_id = $1 ORDER BY b.appoint_date DESC, b.appoint_time DESC, b.created_at DESC`, [userID]);
    return this.named(rows, m);
  }
}
