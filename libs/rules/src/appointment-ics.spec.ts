import { bookingCalendarEvent, teleCalendarEvent } from './appointment-calendar.js';
import { ICS_LINE_OCTETS, appointmentIcs, icsFold, icsLocalDateTime, icsText, type IcsEvent } from './appointment-ics.js';

describe('appointment-ics', () => {
  // Issue 32 item 6: an appointment as an .ics file (RFC 5545). No iCalendar parser is installed
  // (ical.js and node-ical are not in node_modules, and none may be added), so `parseIcs` below
  // reads the file by the RFC's own rules — CRLF lines, unfolding, NAME;PARAM=…:value, nested
  // BEGIN/END, TEXT unescaping — and refuses anything else.

  const octets = (s: string) => new TextEncoder().encode(s).length;

  interface Component {
    name: string;
    props: Array<{ name: string; params: Record<string, string>; value: string }>;
    children: Component[];
  }

  /** A strict reader of what appointmentIcs writes: throws on a bare LF, an over-long line, or unbalanced BEGIN/END. */
  function parseIcs(text: string): Component {
    if (!text.endsWith('\r\n')) throw new Error('the file must end with CRLF');
    if (/[^\r]\n|\r[^\n]/.test(text)) throw new Error('every line ends with CRLF');
    const physical = text.slice(0, -2).split('\r\n');
    for (const line of physical) if (octets(line) > ICS_LINE_OCTETS) throw new Error(`line over ${ICS_LINE_OCTETS} octets: ${line}`);
    const lines: string[] = [];
    for (const line of physical) {
      if (line.startsWith(' ') || line.startsWith('\t')) lines[lines.length - 1] += line.slice(1);
      else lines.push(line);
    }
    const root: Component = { name: '', props: [], children: [] };
    const stack = [root];
    for (const line of lines) {
      const m = /^([A-Z-]+)((?:;[A-Z-]+=[^;:]*)*):(.*)$/.exec(line);
      if (!m) throw new Error(`not a content line: ${line}`);
      const [, name, paramText, value] = m;
      const params = Object.fromEntries(paramText.split(';').filter(Boolean).map((p) => p.split('=') as [string, string]));
      if (name === 'BEGIN') {
        const child: Component = { name: value, props: [], children: [] };
        stack[stack.length - 1].children.push(child);
        stack.push(child);
      } else if (name === 'END') {
        if (stack.pop()?.name !== value) throw new Error(`END:${value} closes nothing`);
      } else {
        stack[stack.length - 1].props.push({ name, params, value });
      }
    }
    if (stack.length !== 1 || root.children.length !== 1) throw new Error('one VCALENDAR, closed');
    return root.children[0];
  }

  const unescape = (v: string) => v.replace(/\\(.)/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));
  const prop = (c: Component, name: string) => c.props.find((p) => p.name === name);

  const EVENT: IcsEvent = {
    uid: 'booking-1b2c@hospital.example',
    stamp: new Date('2026-11-27T17:30:05Z'),
    date: '2026-11-30',
    time: '09:00',
    minutes: 30,
    summary: 'นัดตรวจที่โรงพยาบาล (ในเวลาราชการ) คิวที่ 2',
    location: 'ศูนย์โรคผิวหนังเขตร้อนภาคใต้ จังหวัดตรัง เลขที่ 99, ถนนพัทลุง; ตำบลทับเที่ยง',
    description: 'คิวที่ 2\nกรุณามาก่อนเวลานัดหมาย 15 นาที',
  };

  describe('the .ics text', () => {
    it('is a VCALENDAR with the Asia/Bangkok VTIMEZONE (UTC+7, no daylight saving) and one VEVENT', () => {
      const cal = parseIcs(appointmentIcs(EVENT));
      expect(cal.name).toBe('VCALENDAR');
      expect(prop(cal, 'VERSION')?.value).toBe('2.0');
      expect(prop(cal, 'PRODID')?.value).toBeTruthy();
      const [tz, event] = cal.children;
      expect(tz.name).toBe('VTIMEZONE');
      expect(prop(tz, 'TZID')?.value).toBe('Asia/Bangkok');
      expect(tz.children.map((c) => c.name)).toEqual(['STANDARD']); // no DAYLIGHT
      expect(prop(tz.children[0], 'TZOFFSETFROM')?.value).toBe('+0700');
      expect(prop(tz.children[0], 'TZOFFSETTO')?.value).toBe('+0700');
      expect(event.name).toBe('VEVENT');
      expect(prop(event, 'UID')?.value).toBe('booking-1b2c@hospital.example');
      expect(prop(event, 'DTSTAMP')?.value).toBe('20261127T173005Z');
      expect(prop(event, 'DTSTART')).toEqual({ name: 'DTSTART', params: { TZID: 'Asia/Bangkok' }, value: '20261130T090000' });
      expect(prop(event, 'DTEND')).toEqual({ name: 'DTEND', params: { TZID: 'Asia/Bangkok' }, value: '20261130T093000' });
      expect(unescape(prop(event, 'SUMMARY')!.value)).toBe(EVENT.summary);
      expect(unescape(prop(event, 'LOCATION')!.value)).toBe(EVENT.location);
      expect(unescape(prop(event, 'DESCRIPTION')!.value)).toBe(EVENT.description);
      expect(prop(event, 'STATUS')?.value).toBe('CONFIRMED');
    });

    it('escapes backslash, comma, semicolon and line breaks in TEXT', () => {
      expect(icsText('a,b;c\\d\ne\r\nf')).toBe('a\\,b\\;c\\\\d\\ne\\nf');
      const unfolded = appointmentIcs(EVENT).replace(/\r\n /g, '');
      expect(unfolded).toContain('เลขที่ 99\\, ถนนพัทลุง\\; ตำบลทับเที่ยง');
      expect(unfolded).toContain('DESCRIPTION:คิวที่ 2\\nกรุณา');
    });

    it('folds a long Thai line at 75 octets without splitting a character', () => {
      const line = `SUMMARY:${'ก'.repeat(60)}`; // 8 + 180 octets
      const folded = icsFold(line);
      const parts = folded.split('\r\n');
      expect(parts.length).toBeGreaterThan(1);
      // 'SUMMARY:' is 8 octets, then 22 Thai letters (66): 74; a 23rd would make 77.
      expect(octets(parts[0])).toBe(74);
      for (const p of parts) expect(octets(p)).toBeLessThanOrEqual(ICS_LINE_OCTETS);
      for (const p of parts.slice(1)) expect(p.startsWith(' ')).toBe(true);
      // No replacement characters: every part is whole UTF-8.
      for (const p of parts) expect(new TextDecoder('utf-8', { fatal: true }).decode(new TextEncoder().encode(p))).toBe(p);
      expect(parts.map((p, i) => (i === 0 ? p : p.slice(1))).join('')).toBe(line);
    });

    it('keeps a Thai letter with its vowel and tone marks on one line', () => {
      // 'SUMMARY:' (8) + 21 × 'ก' (63) = 71 octets; 'ผ่' (the letter and its tone mark, 6 octets) would make 77,
      // so both go on the next line: a code-point fold would have left 'ผ' alone at the end (74).
      const folded = icsFold(`SUMMARY:${'ก'.repeat(21)}ผ่าน`);
      expect(folded).toBe(`SUMMARY:${'ก'.repeat(21)}\r\n ผ่าน`);
    });

    it('leaves a line of exactly 75 octets whole, and folds one of 76', () => {
      expect(icsFold('X'.repeat(75))).toBe('X'.repeat(75));
      expect(icsFold('X'.repeat(76))).toBe(`${'X'.repeat(75)}\r\n X`);
      // A continuation holds 74 octets after its space.
      expect(icsFold('X'.repeat(75 + 75))).toBe(`${'X'.repeat(75)}\r\n ${'X'.repeat(74)}\r\n X`);
    });

    it('ends an event that starts late in the evening on the next day', () => {
      expect(icsLocalDateTime('2026-12-31', '23:45', 30)).toBe('20270101T001500');
    });
  });

  describe("what each appointment's event says", () => {
    const place = { name: 'ศูนย์โรคผิวหนังเขตร้อนภาคใต้ จังหวัดตรัง', address: 'เลขที่ 99 ถนนพัทลุง จังหวัดตรัง 92000' };
    const stamp = new Date('2026-11-27T03:00:00Z');

    it('a clinic booking: its ticket number, the hospital and its address, arrive 15 minutes early', () => {
      const e = bookingCalendarEvent({ bookingID: 'b1', bookingNumber: 2, bookingStatus: 1, slotType: 1, appointDate: '2026-11-30', appointTime: '08:30' }, place, 'hospital.example', stamp);
      expect(e).toMatchObject({ uid: 'booking-b1@hospital.example', date: '2026-11-30', time: '08:30', status: 'CONFIRMED' });
      expect(e.summary).toBe('นัดตรวจที่โรงพยาบาล (ในเวลาราชการ) คิวที่ 2');
      expect(e.location).toBe(`${place.name} ${place.address}`);
      expect(e.description.split('\n')).toEqual(['คิวที่ 2', `${place.name} · ในเวลาราชการ`, 'วันที่ 30 พฤศจิกายน 2569 08:30 น.', 'กรุณามาก่อนเวลานัดหมาย 15 นาที']);
      expect(bookingCalendarEvent({ bookingID: 'b1', bookingNumber: 2, bookingStatus: -1, slotType: 2, appointDate: '2026-11-30', appointTime: '17:00' }, place, 'h', stamp).status).toBe('CANCELLED');
    });

    it('a video visit: the join link in the description and as URL; the queue place only when it has one', () => {
      const join = 'https://hospital.example/vdocall/t1?t=abc';
      const e = teleCalendarEvent({ teleID: 't1', serviceType: 1, appointDate: '2026-11-28', appointTime: '10:00', queuePlace: 1 }, place, 'hospital.example', stamp, join);
      expect(e.uid).toBe('tele-t1@hospital.example');
      expect(e.summary).toBe('นัดหมาย Telemedicine: พบแพทย์ผ่านวิดีโอคอล');
      expect(e.url).toBe(join);
      expect(e.description).toContain(`เข้าห้องวิดีโอคอล: ${join}`);
      expect(e.description.split('\n')[0]).toBe('คิวที่ 1');
      const refill = teleCalendarEvent({ teleID: 't2', serviceType: 2, appointDate: '2026-11-30', appointTime: '10:00', queuePlace: null }, place, 'h', stamp, null);
      expect(refill.url).toBeUndefined();
      expect(refill.description).not.toContain('คิวที่');
    });

    it('a long Thai description with the join link survives the file: folded, escaped, read back whole', () => {
      const join = `https://hospital.example/vdocall/t1?t=${'a'.repeat(200)}`;
      const event = { ...teleCalendarEvent({ teleID: 't1', serviceType: 5, appointDate: '2026-11-28', appointTime: '10:00', queuePlace: 3 }, place, 'hospital.example', stamp, join), stamp };
      const cal = parseIcs(appointmentIcs(event));
      const vevent = cal.children.find((c) => c.name === 'VEVENT')!;
      expect(unescape(prop(vevent, 'DESCRIPTION')!.value)).toBe(event.description);
      expect(prop(vevent, 'URL')?.value).toBe(join);
      expect(prop(vevent, 'DTSTART')?.value).toBe('20261128T100000');
    });
  });
});
