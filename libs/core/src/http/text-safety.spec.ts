// Issue 18 finding 1: the detector the HTTP edge refuses NULs and unpaired surrogates with.
import { hasUnsafeText, isSafeText, safeText, unsafeFieldOf } from './text-safety.js';

describe('text-safety', () => {
  // The definition, as one regex over UTF-16 code units (no `u` flag): the oracle.
  const UNSAFE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

  describe('isSafeText', () => {
    it.each([
      ['', true],
      ['ผื่นแดงคันที่แขน', true],
      ['ok 😢', true], // a proper pair
      ['👩🏽‍⚕️', true], // pairs and a joiner
      ['\uD800\uDC00', true], // the lowest pair
      ['\uDBFF\uDFFF', true], // the highest pair
      ['tab\tnew\nline\u0001\u007F', true], // other control characters are not this rule's
      ['\uFFFD', true],
      ['\u0000', false],
      ['admin\u0000@demo.skin.go.th', false],
      ['end\u0000', false],
      ['\uD800', false], // a high half alone
      ['\uDBFF', false],
      ['\uDC00', false], // a low half alone
      ['\uDFFF', false],
      ['a\uD83D', false], // cut after the high half
      ['\uDE22b', false], // the low half first
      ['\uDE22\uD83D', false], // both halves, wrong order
      ['\uD83D\uD83D\uDE22', false], // one pair and an extra high half
      ['😢\uDE22', false],
    ])('%j → %s', (text, safe) => {
      expect(isSafeText(text)).toBe(safe);
      expect(UNSAFE.test(text)).toBe(!safe);
    });

    it('agrees with the regex on every two-unit string around the surrogate ranges', () => {
      const units = [0x0000, 0x0001, 0x0041, 0x0e01, 0xd7ff, 0xd800, 0xdbff, 0xdc00, 0xdfff, 0xe000, 0xfffd];
      for (const a of units)
        for (const b of units)
          for (const c of units) {
            const text = String.fromCharCode(a, b, c);
            expect([text, isSafeText(text)]).toEqual([text, !UNSAFE.test(text)]);
          }
    });

    it('reads an upload-sized body (a 10 MB photo as base64) as safe, and a NUL at its very end as not', () => {
      const base64 = Buffer.alloc(10 * 1024 * 1024, 7).toString('base64');
      expect(isSafeText(base64)).toBe(true);
      expect(isSafeText(`${base64}\u0000`)).toBe(false);
    });
  });

  describe('hasUnsafeText: any string of a parsed JSON value, keys included, at any depth', () => {
    it.each([
      ['a string', 'x\u0000', true],
      ['a value', { a: 'x\uD800' }, true],
      ['a key', { ['k\u0000']: 1 }, true],
      ['a deep key', { a: [{ b: { ['\uDC00']: null } }] }, true],
      ['an array item', [1, 'ok', ['\u0000']], true],
      ['JSON.parse of a "\\ud800" escape', JSON.parse('{"d":"\\ud800"}'), true],
      ['JSON.parse of a "\\u0000" escape in a key', JSON.parse('{"\\u0000":1}'), true],
      ['a Thai form with emoji', { description: 'ผื่น 😢', tags: ['ก', 'ข'], n: 4, ok: true, none: null }, false],
      ['JSON.parse of a proper pair as escapes', JSON.parse('{"d":"\\ud83d\\ude22"}'), false],
      ['numbers, booleans, null', [0, -1.5, false, null], false],
      ['null', null, false],
      ['undefined', undefined, false],
      ['a Buffer (bytes, not text)', { raw: Buffer.from([0, 0xd8, 0]) }, false],
    ])('%s → %s', (_name, value, unsafe) => {
      expect(hasUnsafeText(value)).toBe(unsafe);
    });

    it('walks a body nested far deeper than the call stack without throwing', () => {
      let deep: unknown = 'x\u0000';
      for (let i = 0; i < 200_000; i++) deep = [deep];
      expect(hasUnsafeText(deep)).toBe(true);
      let clean: unknown = { a: 'ok' };
      for (let i = 0; i < 200_000; i++) clean = { n: clean };
      expect(hasUnsafeText(clean)).toBe(false);
    });
  });

  describe('unsafeFieldOf: the field a refusal names, as the schema pipe names fields', () => {
    it.each([
      ['a top-level string', 'x\u0000', ''],
      ['a value', { description: 'x\uD800' }, 'description'],
      ['the first in document order', { a: 'ok', b: ['ok', { c: '\u0000' }], d: '\u0000' }, 'b.1.c'],
      ['a bad key: the object holding it', { a: { ['k\u0000']: 1 } }, 'a'],
      ['a bad key at the top', { ['\uDC00']: 1 }, ''],
      ['an array item', { costs: [{ svname: 'ok' }, { svname: 'ค่า\u0000ยา' }] }, 'costs.1.svname'],
      ['nothing unsafe', { a: ['ok 😢'], n: 1, raw: Buffer.from([0]) }, null],
    ])('%s → %j', (_name, value, field) => {
      expect(unsafeFieldOf(value)).toBe(field);
    });
  });

  describe('safeText: what an audit row stores', () => {
    it.each([
      ['admin@demo.skin.go.th', 'admin@demo.skin.go.th'],
      ['ok 😢', 'ok 😢'],
      ['admin\u0000@demo', 'admin\uFFFD@demo'],
      ['a\uD800b\uDC00c', 'a\uFFFDb\uFFFDc'],
      ['😢'.slice(0, 1), '\uFFFD'], // a pair cut in half
      ['\u0000\u0000', '\uFFFD\uFFFD'],
    ])('%j → %j', (text, stored) => {
      expect(safeText(text)).toBe(stored);
      expect(isSafeText(safeText(text))).toBe(true);
    });
  });
});
