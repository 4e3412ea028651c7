import pg from 'pg';
import { ANSWER_TYPES, TIMESTAMPTZ_OID, isoTimestampText } from './iso-timestamps.js';

describe('iso-timestamps', () => {
  const pgDate = pg.types.getTypeParser(TIMESTAMPTZ_OID, 'text') as (text: string) => Date;
  /** What an answer carried before issue 17: pg's Date, then toISOString. */
  const before = (text: string) => new Date(pgDate(text)).toISOString();

  /** PostgreSQL's text of a timestamptz in UTC: trailing zeros of the fraction dropped, no fraction when zero. */
  function postgresText(ms: number, micros: number): string {
    const d = new Date(ms);
    const pad = (n: number, w = 2) => String(n).padStart(w, '0');
    const fraction = micros === 0 ? '' : `.${pad(micros, 6)}`.replace(/0+$/, '');
    return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}${fraction}+00`;
  }

  describe('a timestamptz as the ISO text of an answer (issue 17 item 3)', () => {
    it.each([
      '2026-11-24 05:06:07+00',
      '2026-11-24 05:06:07.1+00',
      '2026-11-24 05:06:07.12+00',
      '2026-11-24 05:06:07.123+00',
      '2026-11-24 05:06:07.1234+00',
      '2026-11-24 05:06:07.12345+00',
      '2026-11-24 05:06:07.123456+00',
      '2026-11-24 05:06:07.999999+00',
      '2026-11-24 05:06:07.000001+00',
      '2026-11-24 05:06:07.0005+00',
      '2026-11-24 05:06:07.57+00',
      '1999-12-31 23:59:59.999+00',
    ])('%s is exactly what the Date gave', (text) => {
      expect(isoTimestampText(text)).toBe(before(text));
    });

    it('agrees with the Date on 20,000 instants with every fraction length', () => {
      for (let i = 0; i < 20_000; i++) {
        const ms = Math.floor(Math.random() * 4_102_444_800_000); // 1970–2100
        const micros = i % 7 === 0 ? 0 : Math.floor(Math.random() * 1_000_000);
        const text = postgresText(ms - (ms % 1000), micros);
        expect(isoTimestampText(text)).toBe(before(text));
      }
    });

    it.each(['2026-11-24 12:06:07.5+07', '0044-03-15 10:00:00+00 BC', '12026-11-24 05:06:07+00', '2026-11-24 05:06:07.+00'])(
      'anything else (%s) goes the old way',
      (text) => {
        expect(isoTimestampText(text)).toBe(before(text));
      },
    );

    it('parses only timestamptz as text; every other type as pg does', () => {
      expect(ANSWER_TYPES.getTypeParser(TIMESTAMPTZ_OID)).toBe(isoTimestampText);
      expect(ANSWER_TYPES.getTypeParser(TIMESTAMPTZ_OID, 'binary')).not.toBe(isoTimestampText);
      for (const oid of [16, 20, 23, 25, 1082, 1114, 2950, 3802]) {
        expect(ANSWER_TYPES.getTypeParser(oid)).toBe(pg.types.getTypeParser(oid, 'text'));
      }
    });
  });
});
