import { DEACTIVATE_MESSAGES, deactivateProblem } from './deactivation.js';

describe('deactivation', () => {
  // Issue 18, "Tests that would notice": POST /api/v1/identity/deactivate takes {isDelete: boolean}.
  describe('the deactivate request (care-services §3, §4)', () => {
    it.each([{ isDelete: true }, { isDelete: false }])('accepts %p', (body) => {
      expect(deactivateProblem(body)).toBeNull();
    });

    it.each([null, undefined, 'true', true, {}, { isDelete: 'true' }, { isDelete: 1 }, { isDelete: null }])('refuses %p in Thai', (body) => {
      expect(deactivateProblem(body)).toBe('กรุณาระบุว่าจะลบข้อมูลและนัดหมายทั้งหมดหรือไม่ (isDelete เป็น true หรือ false)');
    });

    it('has the words the page and the LINE chat show', () => {
      expect(DEACTIVATE_MESSAGES).toEqual({
        title: 'ยกเลิกการใช้งาน',
        deleteAll: 'ลบข้อมูลและนัดหมายทั้งหมด',
        confirmQuestion: 'คุณแน่ใจหรือไม่ที่จะยกเลิกการใช้งาน?',
        processing: 'กำลังดำเนินการ',
        isDeleteRequired: 'กรุณาระบุว่าจะลบข้อมูลและนัดหมายทั้งหมดหรือไม่ (isDelete เป็น true หรือ false)',
        failed: 'ไม่สามารถยกเลิกการใช้งานได้',
        done: 'ยกเลิกการใช้งานแล้ว',
      });
    });
  });
});
