/**
 * Issue 32 item 6, 'เพิ่มลงปฏิทิน': an appointment as an iCalendar file (RFC 5545) that a phone's
 * calendar opens. One pure function builds the text for every kind of appointment (the bookings
 * and telemedicine endpoints both call it): a VCALENDAR with the Asia/Bangkok VTIMEZONE (UTC+7,
 * no daylight saving) and one VEVENT whose start and end are Bangkok wall-clock times
 * (DTSTART;TZID=Asia/Bangkok), content lines folded at 75 octets and joined by CRLF.
 */

export const ICS_TZID = 'Asia/Bangkok';
/** RFC 5545 §3.1: a content line is at most 75 octets, excluding the line break. */
export const ICS_LINE_OCTETS = 75;
/** The calendar's MIME type, as the endpoints answer it. */
export const ICS_CONTENT_TYPE = 'text/calendar; charset=utf-8';

/** One appointment as its calendar event says it. */
export interface IcsEvent {
  /** Globally unique and stable for the appointment (the same file downloaded twice updates, not duplicates). */
  uid: string;
  /** When the file was made (DTSTAMP, UTC). */
  stamp: Date;
  /** The Bangkok calendar date, YYYY-MM-DD. */
  date: string;
  /** The Bangkok wall-clock start, HH:mm. */
  time: string;
  /** How long the event lasts in the calendar. */
  minutes: number;
  summary: string;
  location: string;
  description: string;
  /** A web address to open (a video visit's join link). */
  url?: string;
  /** A cancelled appointment is CANCELLED, so the calendar strikes it out. */
  status?: 'CONFIRMED' | 'CANCELLED';
}

/** TEXT values (RFC 5545 §3.3.11): backslash, ';' and ',' escaped, a line break written as '\n'. */
export function icsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** A line's pieces that must stay together: grapheme clusters (a Thai consonant with its vowel and tone marks), else code points. */
function unbreakable(line: string): string[] {
  const Segmenter = (Intl as { Segmenter?: new (locale: string, options: { granularity: 'grapheme' }) => { segment(s: string): Iterable<{ segment: string }> } }).Segmenter;
  const clusters = Segmenter ? Array.from(new Segmenter('th', { granularity: 'grapheme' }).segment(line), (s) => s.segment) : [line];
  // A cluster longer than a continuation line (never in Thai text) is split between its code points.
  return clusters.flatMap((c) => (new TextEncoder().encode(c).length > ICS_LINE_OCTETS - 1 ? Array.from(c) : [c]));
}

/**
 * RFC 5545 §3.1 folding: a line longer than 75 octets goes on in lines that begin with one space,
 * each at most 75 octets with that space; a UTF-8 character (a Thai letter is 3 octets) is never
 * split between two lines, nor a letter from its vowel and tone marks (calendars that show a
 * folded line as it is still show whole syllables).
 */
export function icsFold(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of unbreakable(line)) {
    const size = encoder.encode(ch).length;
    const limit = parts.length === 0 ? ICS_LINE_OCTETS : ICS_LINE_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** '2026-11-30' + '09:30' (+ minutes) → '20261130T093000', a local (floating) date-time, across midnight too. */
export function icsLocalDateTime(date: string, time: string, addMinutes = 0): string {
  const [y, mo, d] = date.split('-').map(Number);
  const [h, mi] = time.trim().split(':').map(Number);
  const t = new Date(Date.UTC(y, mo - 1, d, h, mi + addMinutes));
  return `${pad(t.getUTCFullYear(), 4)}${pad(t.getUTCMonth() + 1)}${pad(t.getUTCDate())}T${pad(t.getUTCHours())}${pad(t.getUTCMinutes())}00`;
}

/** A UTC date-time: '20261127T173000Z'. */
export function icsUtcDateTime(at: Date): string {
  return `${pad(at.getUTCFullYear(), 4)}${pad(at.getUTCMonth() + 1)}${pad(at.getUTCDate())}T${pad(at.getUTCHours())}${pad(at.getUTCMinutes())}${pad(at.getUTCSeconds())}Z`;
}

/** The whole .ics text of one appointment: CRLF line ends (the last line too), folded, escaped. */
export function appointmentIcs(event: IcsEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Hospital Telemedicine//Appointments//TH',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VTIMEZONE',
    `TZID:${ICS_TZID}`,
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    'TZOFFSETFROM:+0700',
    'TZOFFSETTO:+0700',
    'TZNAME:+07',
    'END:STANDARD',
    'END:VTIMEZONE',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${icsUtcDateTime(event.stamp)}`,
    `DTSTART;TZID=${ICS_TZID}:${icsLocalDateTime(event.date, event.time)}`,
    `DTEND;TZID=${ICS_TZID}:${icsLocalDateTime(event.date, event.time, event.minutes)}`,
    `SUMMARY:${icsText(event.summary)}`,
    `LOCATION:${icsText(event.location)}`,
    `DESCRIPTION:${icsText(event.description)}`,
    ...(event.url ? [`URL:${event.url}`] : []),
    `STATUS:${event.status ?? 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(icsFold).join('\r\n') + '\r\n';
}
