// Issue 32 item 6, 'เพิ่มลงปฏิทิน': GET /api/v1/bookings/{bookingID}/calendar.ics and GET
// /api/v1/tele/{teleID}/calendar.ics answer the appointment as an .ics file (text/calendar) to
// its own patient: the Bangkok start, the hospital's address, the queue number, a video visit's
// join link. Another patient's or an unknown appointment is 404, staff 403, nobody signed in 401.
import { DataSource } from 'typeorm';
import { DEMO_HOSPITAL_ADDRESS } from '../../core/src/config/app-config.js';
import { bangkokDateKey } from '../../rules/src/index.js';
import { signInAll, startTestApp, type Session, type TestApp } from '../../../test/api-app.js';

describe('appointment-calendar', () => {
  let app: TestApp;
  let db: DataSource;
  let s: Record<string, Session>;
  const today = bangkokDateKey();

  beforeAll(async () => {
    app = await startTestApp();
    db = app.api.get(DataSource);
    s = await signInAll(app, ['somchai', 'malee', 'nurse']);
  });
  afterAll(() => app?.close());

  /** The call as a phone makes it: the raw answer, its type and its text. */
  async function ics(path: string, who?: Session): Promise<{ status: number; type: string | null; disposition: string | null; text: string }> {
    const res = await fetch(`${app.baseUrl}${path}`, { headers: who ? { authorization: `Bearer ${who.token}` } : {} });
    return { status: res.status, type: res.headers.get('content-type'), disposition: res.headers.get('content-disposition'), text: await res.text() };
  }

  /** The file's content lines, unfolded (RFC 5545 §3.1). */
  const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '').split('\r\n');
  const octets = (line: string) => Buffer.byteLength(line, 'utf8');

  function expectWellFormed(text: string): void {
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text).not.toMatch(/[^\r]\n/); // CRLF only
    for (const line of text.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
    const lines = unfold(text);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('BEGIN:VTIMEZONE');
    expect(lines).toContain('TZID:Asia/Bangkok');
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines.at(-2)).toBe('END:VCALENDAR');
  }

  describe('a clinic booking', () => {
    let bookingID: string;
    beforeAll(async () => {
      const [row] = await db.query(
        `INSERT INTO bookings (booking_number, user_id, service_type, slot_type, appoint_date, appoint_time, description, booking_status)
       VALUES (7, $1, 2, 2, '2029-11-30', '17:00', 'ผื่นคัน, แดง; คัน', 1) RETURNING id`,
        [s.somchai.userID],
      );
      bookingID = row.id;
    });
    const path = () => `/api/v1/bookings/${bookingID}/calendar.ics`;

    it('is the owner’s .ics: text/calendar, DTSTART in Bangkok time, the ticket number and the hospital’s address', async () => {
      const res = await ics(path(), s.somchai);
      expect(res.status).toBe(200);
      expect(res.type).toBe('text/calendar; charset=utf-8');
      expect(res.disposition).toBe('attachment; filename="appointment-2029-11-30.ics"');
      expectWellFormed(res.text);
      const lines = unfold(res.text);
      expect(lines).toContain('DTSTART;TZID=Asia/Bangkok:20291130T170000');
      expect(lines).toContain('DTEND;TZID=Asia/Bangkok:20291130T173000');
      expect(lines).toContain(`UID:booking-${bookingID}@${new URL(app.config.publicBaseUrl).host}`);
      expect(lines).toContain('SUMMARY:นัดตรวจที่โรงพยาบาล (คลินิกพิเศษนอกเวลา) คิวที่ 7');
      expect(lines.find((l) => l.startsWith('LOCATION:'))).toContain(DEMO_HOSPITAL_ADDRESS);
      expect(lines.find((l) => l.startsWith('DESCRIPTION:'))).toMatch(/^DESCRIPTION:คิวที่ 7\\n/);
      expect(lines).toContain('STATUS:CONFIRMED');
    });

    it('is CANCELLED once the booking is cancelled, so the calendar strikes it out', async () => {
      await db.query(`UPDATE bookings SET booking_status = -1 WHERE id = $1`, [bookingID]);
      expect(unfold((await ics(path(), s.somchai)).text)).toContain('STATUS:CANCELLED');
      await db.query(`UPDATE bookings SET booking_status = 1 WHERE id = $1`, [bookingID]);
    });

    it('is 404 to another patient and for an unknown booking, 403 to staff, 401 signed out', async () => {
      const other = await ics(path(), s.malee);
      expect(other.status).toBe(404);
      expect(other.text).not.toContain('BEGIN:VCALENDAR');
      expect((await ics('/api/v1/bookings/00000000-0000-4000-8000-000000000000/calendar.ics', s.somchai)).status).toBe(404);
      expect((await ics(path(), s.nurse)).status).toBe(403);
      expect((await ics(path())).status).toBe(401);
    });
  });

  describe('a telemedicine visit', () => {
    const insertCase = async (who: Session, serviceType: number, date: string, time: string) => {
      const [row] = await db.query(
        `INSERT INTO tele_requests (user_id, service_type, slot_type, appoint_date, appoint_time, phone, description)
       VALUES ($1, $2, $3, $4, $5, '0812345678', 'ผื่นคันที่แขน') RETURNING id`,
        [who.userID, serviceType, { 1: 4, 2: 5, 5: 6 }[serviceType], date, time],
      );
      return row.id as string;
    };

    it('a video visit today: DTSTART in Bangkok time, the place in today’s queue and the join link', async () => {
      const ahead = await insertCase(s.malee, 1, today, '00:01');
      const teleID = await insertCase(s.somchai, 1, today, '00:02');
      const res = await ics(`/api/v1/tele/${teleID}/calendar.ics`, s.somchai);
      expect(res.status).toBe(200);
      expect(res.type).toBe('text/calendar; charset=utf-8');
      expectWellFormed(res.text);
      const lines = unfold(res.text);
      expect(lines).toContain(`DTSTART;TZID=Asia/Bangkok:${today.replaceAll('-', '')}T000200`);
      expect(lines).toContain('SUMMARY:นัดหมาย Telemedicine: พบแพทย์ผ่านวิดีโอคอล');
      // The number on the home card and the staff board: the place in today's video queue.
      const mine = await app.request('GET', '/api/v1/mytele', { token: s.somchai.token });
      const place = mine.body.data.find((c: { teleID: string }) => c.teleID === teleID).queue.place;
      expect(place).toBeGreaterThanOrEqual(2); // malee's case at 00:01 is ahead
      const description = lines.find((l) => l.startsWith('DESCRIPTION:'))!;
      expect(description.startsWith(`DESCRIPTION:คิวที่ ${place}\\n`)).toBe(true);
      const url = lines.find((l) => l.startsWith('URL:'))!.slice('URL:'.length);
      expect(url.startsWith(`${app.config.publicBaseUrl}/vdocall/${teleID}?t=`)).toBe(true);
      expect(description).toContain(url);
      expect((await ics(`/api/v1/tele/${teleID}/calendar.ics`, s.malee)).status).toBe(404);
      expect((await ics(`/api/v1/tele/${ahead}/calendar.ics`, s.somchai)).status).toBe(404);
      expect((await ics(`/api/v1/tele/${teleID}/calendar.ics`, s.nurse)).status).toBe(403);
    });

    it('a refill by post on a later day: no queue number yet, no join link', async () => {
      const teleID = await insertCase(s.somchai, 2, '2029-12-01', '10:30');
      const lines = unfold((await ics(`/api/v1/tele/${teleID}/calendar.ics`, s.somchai)).text);
      expect(lines).toContain('DTSTART;TZID=Asia/Bangkok:20291201T103000');
      expect(lines.some((l) => l.startsWith('URL:'))).toBe(false);
      expect(lines.find((l) => l.startsWith('DESCRIPTION:'))).not.toContain('คิวที่');
    });
  });
});
