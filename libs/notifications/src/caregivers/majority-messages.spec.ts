// Issue 33 item 4: the 20th-birthday messages — the notice reads right for the person and in the
// caregiver's copy, Buddhist-era dates, and the agree card's one button.
import { majorityEndedCaregiverMessage, majorityNearMessage, majorityReachedMessage, thaiNameList } from './majority-messages.js';

describe('majority-messages', () => {
  const base = 'https://care.example';

  it('lists one, two and three names as a Thai sentence does', () => {
    expect([thaiNameList([]), thaiNameList(['ก']), thaiNameList(['ก', 'ข']), thaiNameList(['ก', 'ข', 'ค'])]).toEqual(['', 'ก', 'ก และข', 'ก, ข และค']);
  });

  it('the notice names the birthday and the last day the caregivers act (the day before, across a year), without "คุณ"', () => {
    const { text, card } = majorityNearMessage('2027-01-01', ['นายสมชาย รักสุขภาพ']);
    expect(text.split('\n')).toEqual([
      'อายุครบ 20 ปีในวันที่ 1 มกราคม 2570',
      'ผู้ดูแล (นายสมชาย รักสุขภาพ) ทำรายการแทนได้ถึงวันที่ 31 ธันวาคม 2569',
      'หลังจากนั้น หากต้องการให้ดูแลต่อ ผู้ที่อายุครบ 20 ปีจะได้รับคำขอให้ยืนยันด้วยตนเองทาง LINE หรือยืนยันได้ที่โรงพยาบาล',
    ]);
    expect(text).not.toContain('คุณ');
    expect(card).toBeUndefined();
  });

  it("the now-adult's card: one pending link → its agree page; several → /privacy; no button without a web address", () => {
    const one = majorityReachedMessage('2027-03-01', ['นายสมชาย รักสุขภาพ'], ['link-1'], base);
    expect(one.card).toEqual({
      title: 'คุณอายุครบ 20 ปีแล้ว',
      lines: ['การทำรายการแทนของผู้ดูแล (นายสมชาย รักสุขภาพ) สิ้นสุดลงเมื่อวันที่ 1 มีนาคม 2570', 'หากต้องการให้ นายสมชาย รักสุขภาพ ทำรายการแทนต่อ กรุณายืนยันด้วยตนเอง'],
      action: { label: 'ยืนยันผู้ดูแล', uri: `${base}/people/agree/link-1` },
    });
    expect(one.text.startsWith('คุณอายุครบ 20 ปีแล้ว\n')).toBe(true);
    expect(majorityReachedMessage('2027-03-01', ['ก', 'ข'], ['link-1', 'link-2'], base).card?.action?.uri).toBe(`${base}/privacy`);
    expect(majorityReachedMessage('2027-03-01', ['ก'], ['link-1'], '').card?.action).toBeUndefined();
  });

  it("the caregiver's message names the person and points to /people", () => {
    const { text, card } = majorityEndedCaregiverMessage('นางสาวต้นกล้า รักสุขภาพ', '2027-03-01', base);
    expect(text.startsWith('การดูแล นางสาวต้นกล้า รักสุขภาพ สิ้นสุดแล้วเมื่ออายุครบ 20 ปี\n')).toBe(true);
    expect(text).toContain('1 มีนาคม 2570');
    expect(card?.action).toEqual({ label: 'ผู้ที่ฉันดูแล', uri: `${base}/people` });
  });
});
