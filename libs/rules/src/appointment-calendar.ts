import type { IcsEvent } from './appointment-ics.js';
import { BOOKING_ARRIVE_EARLY_TEXT, bookingSlotTypeName } from './booking.js';
import { formatThaiAppointment } from './thai-date.js';
import { teleServiceName } from './tele-service.js';

/**
 * Issue 32 item 6: what the calendar event of each kind of appointment says, in Thai: the clinic
 * booking with its queue number (the number staff call: docs/decisions.md, "One queue number per
 * card"), the telemedicine visit with its join link. The server fills the hospital's address
 * (HOSPITAL_ADDRESS) and the stamp; appointmentIcs writes the file.
 */

export const CALENDAR_MESSAGES = {
  /** The button on every upcoming home card. */
  add: 'เพิ่มลงปฏิทิน',
  failed: 'ไม่สามารถดาวน์โหลดไฟล์ปฏิทินได้ กรุณาลองใหม่อีกครั้ง',
} as const;

/** How long each appointment holds in the calendar. */
export const CALENDAR_EVENT_MINUTES = 30;

/** The hospital as the event names it. */
export interface CalendarPlace {
  name: string;
  address: string;
}

/** The event's LOCATION: the hospital's name and address. */
function where(place: CalendarPlace): string {
  return place.address ? `${place.name} ${place.address}` : place.name;
}

/** The file's name: 'appointment-2026-11-30.ics' (ASCII, so every phone's browser saves it as is). */
export function calendarFileName(date: string): string {
  return `appointment-${date}.ics`;
}

export interface CalendarBooking {
  bookingID: string;
  bookingNumber: number;
  bookingStatus: number;
  slotType: number;
  appointDate: string;
  appointTime: string;
}

/** A clinic booking's event: 'นัดตรวจที่โรงพยาบาล (ในเวลาราชการ) คิวที่ 2'. */
export function bookingCalendarEvent(b: CalendarBooking, place: CalendarPlace, host: string, stamp: Date): IcsEvent {
  const slot = bookingSlotTypeName(b.slotType);
  return {
    uid: `booking-${b.bookingID}@${host}`,
    stamp,
    date: b.appointDate,
    time: b.appointTime.trim(),
    minutes: CALENDAR_EVENT_MINUTES,
    summary: `นัดตรวจที่โรงพยาบาล (${slot}) คิวที่ ${b.bookingNumber}`,
    location: where(place),
    description: [
      `คิวที่ ${b.bookingNumber}`,
      `${place.name} · ${slot}`,
      `วันที่ ${formatThaiAppointment(b.appointDate, b.appointTime.trim())}`,
      BOOKING_ARRIVE_EARLY_TEXT,
    ].join('\n'),
    status: b.bookingStatus === -1 ? 'CANCELLED' : 'CONFIRMED',
  };
}

export interface CalendarTele {
  teleID: string;
  serviceType: number;
  appointDate: string;
  appointTime: string;
  /** The place in today's video queue ('คิวที่ n', the number on the staff board), when it has one. */
  queuePlace: number | null;
}

/**
 * A telemedicine visit's event: the service, the queue place when it stands in today's queue
 * (a later day's place is given on the day, on the home), and for a video visit the join link
 * (the patient's signed link, as the LINE messages carry it) in the description and as URL.
 */
export function teleCalendarEvent(t: CalendarTele, place: CalendarPlace, host: string, stamp: Date, joinUrl: string | null): IcsEvent {
  const service = teleServiceName(t.serviceType);
  return {
    uid: `tele-${t.teleID}@${host}`,
    stamp,
    date: t.appointDate,
    time: t.appointTime.trim(),
    minutes: CALENDAR_EVENT_MINUTES,
    summary: `นัดหมาย Telemedicine: ${service}`,
    location: joinUrl ? `วิดีโอคอล · ${where(place)}` : where(place),
    description: [
      ...(t.queuePlace !== null ? [`คิวที่ ${t.queuePlace}`] : []),
      `${place.name} · ${service}`,
      `วันที่ ${formatThaiAppointment(t.appointDate, t.appointTime.trim())}`,
      ...(joinUrl
        ? ['กรุณาเตรียมพร้อมรับวิดีโอคอลตามเวลานัด (ตรวจสอบกล้องและไมโครโฟนให้พร้อม)', `เข้าห้องวิดีโอคอล: ${joinUrl}`]
        : ['ลำดับคิวและขั้นตอนถัดไปดูได้ที่หน้าหลักของท่าน']),
    ].join('\n'),
    url: joinUrl ?? undefined,
  };
}

/** The host part of the events' UIDs: the web's own host, so no other system's UIDs collide. */
export function calendarHostOf(publicBaseUrl: string): string {
  try {
    return new URL(publicBaseUrl).host || 'hospital.local';
  } catch {
    return 'hospital.local';
  }
}
