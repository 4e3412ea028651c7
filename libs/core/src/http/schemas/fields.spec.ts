import { BadRequestException } from '@nestjs/common';
import { MESSAGES } from '@hospital/rules';
import { dateKey, intLike, optionalText, text } from './fields.js';
import { SchemaValidationPipe } from './schema-validation.pipe.js';
import { z } from './zod-thai.js';

describe('fields', () => {
  const REQUIRED = 'กรุณาระบุชื่อ';

  describe('text', () => {
    const name = text(5, REQUIRED);
    it('takes 5 characters after trimming and refuses 6 saying the limit (issue 35 item 2)', () => {
      expect(name.parse('  ก ข ค ')).toBe('ก ข ค');
      expect(name.parse('กขคงจ')).toBe('กขคงจ');
      expect(name.safeParse('กขคงจฉ').error?.issues[0].message).toBe('ยาวเกิน 5 ตัวอักษร');
      expect(z.string().max(2000).safeParse('x'.repeat(2001)).error?.issues[0].message).toBe('ยาวเกิน 2,000 ตัวอักษร');
    });
    it('names the field’s own message when it is missing or not text', () => {
      expect(name.safeParse(undefined).error?.issues[0].message).toBe(REQUIRED);
      expect(name.safeParse(12).error?.issues[0].message).toBe(REQUIRED);
    });
    it('says "too long" in the field’s words when asked to', () => {
      expect(text(2, REQUIRED, 'ยาวเกินไป').safeParse('abc').error?.issues[0].message).toBe('ยาวเกินไป');
    });
  });

  describe('optionalText', () => {
    const note = optionalText(3, REQUIRED);
    it('reads missing and null as empty', () => {
      expect(note.parse(undefined)).toBe('');
      expect(note.parse(null)).toBe('');
    });
    it('keeps the field’s message for a wrong type', () => {
      expect(note.safeParse(5).error?.issues[0].message).toBe(REQUIRED);
    });
    it('takes the limit and refuses one past it', () => {
      expect(note.parse('abc')).toBe('abc');
      expect(note.safeParse('abcd').success).toBe(false);
    });
  });

  describe('intLike', () => {
    const count = intLike('กรุณาระบุจำนวน');
    it('takes a number or a string of digits', () => {
      expect(count.parse(4)).toBe(4);
      expect(count.parse('12')).toBe(12);
    });
    it('refuses digits with spaces around them (issue 28 item 5: " 1" is not a number)', () => {
      for (const wrong of [' 1', '1 ', ' 12 ', '\t1', '1\n']) expect(count.safeParse(wrong).error?.issues[0].message).toBe('กรุณาระบุจำนวน');
    });
    it('refuses fractions, words and other types with the field’s message', () => {
      for (const wrong of [2.5, '2.5', 'สี่', true, null, {}]) expect(count.safeParse(wrong).error?.issues[0].message).toBe('กรุณาระบุจำนวน');
    });
    it('speaks Thai without a message of its own', () => {
      expect(intLike().safeParse('x').error?.issues[0].message).toBe(MESSAGES.badRequest);
    });
  });

  it('dateKey keeps the day of an ISO date-time and refuses anything else', () => {
    expect(dateKey().parse('2027-05-03T09:00')).toBe('2027-05-03');
    expect(dateKey('กรุณาระบุวันที่').safeParse('3/5/2570').error?.issues[0].message).toBe('กรุณาระบุวันที่');
  });

  it('dateKey takes years 1900–2200 and refuses one past either end in Thai (issue 28 item 4)', () => {
    expect(dateKey().parse('1900-01-01')).toBe('1900-01-01');
    expect(dateKey().parse('2200-12-31T23:59')).toBe('2200-12-31');
    for (const wrong of ['1899-12-31', '2201-01-01', '9999-12-31', '10000-01-01']) {
      expect(dateKey('กรุณาระบุวันที่').safeParse(wrong).error?.issues[0].message).toBe(MESSAGES.dateYearOutOfRange);
    }
  });

  describe('SchemaValidationPipe', () => {
    const pipe = new SchemaValidationPipe();
    const Body = z.object({ name: text(5, REQUIRED), count: intLike('กรุณาระบุจำนวน') });

    it('answers every problem, the first in field order, and each field’s own', async () => {
      const error = await pipe.transform({ count: 'x' }, { type: 'body', schema: Body }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(BadRequestException);
      expect((error as BadRequestException).getResponse()).toEqual({
        message: REQUIRED,
        errors: [REQUIRED, 'กรุณาระบุจำนวน'],
        fields: { name: REQUIRED, count: 'กรุณาระบุจำนวน' },
      });
    });

    it('names a path parameter’s problem by the parameter', async () => {
      const error = (await pipe.transform('x'.repeat(6), { type: 'param', data: 'cid', schema: text(5) }).catch((e: unknown) => e)) as BadRequestException;
      expect((error.getResponse() as { fields: object }).fields).toEqual({ cid: 'ยาวเกิน 5 ตัวอักษร' });
    });

    it('names the refused field in Thai in the message and the list, and keeps the bare message beside the field (issue 35 item 2)', async () => {
      const Form = z.object({ firstName: text(100, REQUIRED), lastName: text(100, 'กรุณาระบุนามสกุล'), nickname: text(3) });
      await expect(pipe.transform({ firstName: 'ก'.repeat(100), lastName: 'ข', nickname: 'abc' }, { type: 'body', schema: Form })).resolves.toBeTruthy();
      const error = (await pipe
        .transform({ firstName: 'ก'.repeat(101), nickname: 'abcd' }, { type: 'body', schema: Form })
        .catch((e: unknown) => e)) as BadRequestException;
      expect(error.getResponse()).toEqual({
        message: 'ชื่อ: ยาวเกิน 100 ตัวอักษร',
        // 'กรุณาระบุนามสกุล' names its field already; a field without a Thai name keeps its bare message.
        errors: ['ชื่อ: ยาวเกิน 100 ตัวอักษร', 'กรุณาระบุนามสกุล', 'ยาวเกิน 3 ตัวอักษร'],
        fields: { firstName: 'ยาวเกิน 100 ตัวอักษร', lastName: 'กรุณาระบุนามสกุล', nickname: 'ยาวเกิน 3 ตัวอักษร' },
      });
    });

    it('hands the parsed value on', async () => {
      await expect(pipe.transform({ name: ' ก ', count: '3' }, { type: 'body', schema: Body })).resolves.toEqual({ name: 'ก', count: 3 });
    });
  });
});
