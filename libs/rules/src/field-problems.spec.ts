import { MESSAGES, fieldLabelOf, fieldNameOf, fieldProblemsOf, labelledProblem } from './index.js';

describe('field-problems', () => {
  describe('the refused field named (issue 35 item 2)', () => {
    it('names a field by its Thai label', () => {
      expect(labelledProblem('firstName', 'ยาวเกิน 100 ตัวอักษร')).toBe('ชื่อ: ยาวเกิน 100 ตัวอักษร');
      expect(labelledProblem('description', 'ยาวเกิน 2,000 ตัวอักษร')).toBe('ความต้องการหรืออาการเบื้องต้น: ยาวเกิน 2,000 ตัวอักษร');
    });
    it('names the field of the general message and of a date out of range', () => {
      expect(labelledProblem('lastName', 'ข้อมูลไม่ถูกต้อง')).toBe('นามสกุล: ข้อมูลไม่ถูกต้อง');
      expect(labelledProblem('birthDT', MESSAGES.dateYearOutOfRange)).toBe(`วันเกิด: ${MESSAGES.dateYearOutOfRange}`);
      // The message already begins with the field's name ('วันที่ไม่ถูกต้อง…' under 'date'): said once.
      expect(labelledProblem('date', MESSAGES.dateYearOutOfRange)).toBe(MESSAGES.dateYearOutOfRange);
    });
    it('leaves a message of the spec (it says its field), and a field without a Thai name', () => {
      expect(labelledProblem('firstName', 'กรุณาระบุชื่อ')).toBe('กรุณาระบุชื่อ');
      expect(labelledProblem('description', 'กรุณาระบุอาการ')).toBe('กรุณาระบุอาการ');
      expect(labelledProblem('somethingElse', 'ข้อมูลไม่ถูกต้อง')).toBe('ข้อมูลไม่ถูกต้อง');
      expect(labelledProblem('', 'ข้อมูลไม่ถูกต้อง')).toBe('ข้อมูลไม่ถูกต้อง');
    });
    it('reads a nested path by its last name', () => {
      expect(fieldNameOf('person.0.firstName')).toBe('firstName');
      expect(fieldLabelOf('items.3.mar_FirstName')).toBe('ชื่อคู่สมรส');
    });
    it('lists the refused fields of a 400 answer for the form', () => {
      const body = { statusCode: 400, message: 'ชื่อ: ยาวเกิน 100 ตัวอักษร', fields: { firstName: 'ยาวเกิน 100 ตัวอักษร', phone: 'กรุณาระบุเบอร์โทรศัพท์ให้ถูกต้อง 10 หลัก' } };
      expect(fieldProblemsOf(body)).toEqual([
        { field: 'firstName', label: 'ชื่อ', message: 'ยาวเกิน 100 ตัวอักษร', summary: 'ชื่อ: ยาวเกิน 100 ตัวอักษร' },
        { field: 'phone', label: 'เบอร์โทรศัพท์', message: 'กรุณาระบุเบอร์โทรศัพท์ให้ถูกต้อง 10 หลัก', summary: 'กรุณาระบุเบอร์โทรศัพท์ให้ถูกต้อง 10 หลัก' },
      ]);
      expect(fieldProblemsOf({ statusCode: 409, message: 'x' })).toEqual([]);
      expect(fieldProblemsOf(null)).toEqual([]);
    });
  });
});
