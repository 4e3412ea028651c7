// care-services §4: the LINE text of each move says what happened and what to do next.
import { FLOW_STATUSES, trackingUrl } from '@hospital/rules';
import { LINE_ALT_TEXT_MAX, altTextOf, flexMessageOf } from '@hospital/integrations';
import { flowPushCard, flowPushText, formatBaht } from './flow-messages.js';

describe('flow-messages', () => {
  const base = { appointText: '4 มีนาคม 2574 08:01 น.', paymentUrl: 'https://care.example/payment/abc', videoUrl: 'https://care.example/vdocall/abc?t=signed', homeUrl: 'https://care.example/home', costTotal: 1234.5, paymentMsg: 'สลิปไม่ชัด', trackingNumbers: ['EF123456785TH'] };

  it('formats baht with grouped digits and satang', () => {
    expect([formatBaht(0), formatBaht(40), formatBaht(1234.5), formatBaht(1234567.899), formatBaht(0.1 + 0.2)]).toEqual(['0.00', '40.00', '1,234.50', '1,234,567.90', '0.30']);
  });

  it('names the appointment in every message, and the move-specific facts', () => {
    for (const to of FLOW_STATUSES) expect(flowPushText({ ...base, to })).toContain(base.appointText);
    expect(flowPushText({ ...base, to: -3 })).toContain('1,234.50 บาท');
    expect(flowPushText({ ...base, to: -3 })).toContain(base.paymentUrl);
    expect(flowPushText({ ...base, to: 3 })).toContain(base.paymentUrl);
    expect(flowPushText({ ...base, to: 1 })).toContain(base.videoUrl);
    expect(flowPushText({ ...base, to: 2 })).toContain(base.videoUrl);
    expect(flowPushText({ ...base, to: -5 })).toContain('สลิปไม่ชัด');
    expect(flowPushText({ ...base, to: -5 })).toContain(base.paymentUrl);
    expect(flowPushText({ ...base, to: 6 })).toContain('EF123456785TH');
    expect(new Set(FLOW_STATUSES.map((to) => flowPushText({ ...base, to }))).size).toBe(FLOW_STATUSES.length);
  });

  // Issue 13 item 7: each step's message as a LINE card with the step's one action.
  describe('the LINE card of each move', () => {
    it('has a title, names the appointment, and an altText of at most 400 characters; buttons only to web addresses', () => {
      for (const to of FLOW_STATUSES) {
        const card = flowPushCard({ ...base, to });
        expect(card.title.length).toBeGreaterThan(0);
        expect(card.lines.join('\n')).toContain(base.appointText);
        const message = flexMessageOf(card, flowPushText({ ...base, to }));
        expect(message.altText).toBe(flowPushText({ ...base, to })); // short enough: the whole text
        expect(Array.from(message.altText).length).toBeLessThanOrEqual(LINE_ALT_TEXT_MAX);
        if (card.action) expect(card.action.uri).toMatch(/^https?:\/\//);
      }
    });

    it('pays with the amount (−3, 3, −5), joins the call (1, 2), tracks the parcel (6), shows the details otherwise', () => {
      const action = (to: (typeof FLOW_STATUSES)[number], extra = {}) => flowPushCard({ ...base, to, ...extra }).action;
      expect(action(-3)).toEqual({ label: 'ชำระเงิน ฿1,234.50', uri: base.paymentUrl });
      expect(action(3)).toEqual({ label: 'ชำระเงิน ฿1,234.50', uri: base.paymentUrl });
      expect(action(3, { costTotal: null })).toEqual({ label: 'ชำระเงิน', uri: base.paymentUrl });
      expect(action(-5)).toEqual({ label: 'ชำระเงิน ฿1,234.50', uri: base.paymentUrl });
      expect(action(1)).toEqual({ label: 'เข้าห้องวิดีโอคอล', uri: base.videoUrl });
      expect(action(2)).toEqual({ label: 'เข้าห้องวิดีโอคอล', uri: base.videoUrl });
      expect(action(6)).toEqual({ label: 'ติดตามพัสดุ', uri: trackingUrl('EF123456785TH') });
      for (const to of [0, 4, 5, 7] as const) expect(action(to)).toEqual({ label: 'ดูรายละเอียด', uri: base.homeUrl });
      expect(flowPushCard({ ...base, to: -3 }).lines).toContain('ยอดที่ต้องชำระ 1,234.50 บาท');
      expect(flowPushCard({ ...base, to: -5 }).lines).toContain('เหตุผล: สลิปไม่ชัด');
    });

    it('gives no button for a link that is not a web address', () => {
      expect(flowPushCard({ ...base, to: 1, videoUrl: 'javascript:alert(1)' }).action).toBeUndefined();
      expect(flowPushCard({ ...base, to: 7, homeUrl: undefined }).action).toBeUndefined();
    });

    it('cuts a long text to 400 characters for the altText, and 401 is cut', () => {
      const reason = 'ก'.repeat(500);
      const text = flowPushText({ ...base, to: -5, paymentMsg: reason });
      const alt = flexMessageOf(flowPushCard({ ...base, to: -5, paymentMsg: reason }), text).altText;
      expect(Array.from(alt)).toHaveLength(LINE_ALT_TEXT_MAX);
      expect(alt.endsWith('…')).toBe(true);
      expect(altTextOf('ข'.repeat(400))).toBe('ข'.repeat(400));
      // A signed video link makes the text too long: the altText leaves the link to the button.
      const videoUrl = `https://care.example/vdocall/abc?t=${'x'.repeat(400)}`;
      const long = flexMessageOf(flowPushCard({ ...base, to: 2, videoUrl }), flowPushText({ ...base, to: 2, videoUrl }));
      expect(long.altText).toBe(`การแพทย์ทางไกล นัดหมายวันที่ ${base.appointText}\nถึงคิวพบแพทย์แล้ว กรุณาเตรียมพร้อมรับวิดีโอคอลจากแพทย์ (ตรวจสอบกล้องและไมโครโฟนให้พร้อม)\nเข้าห้องวิดีโอคอล`);
      expect(long.contents).toMatchObject({ footer: { contents: [{ action: { uri: videoUrl } }] } });
      expect(altTextOf('ข'.repeat(401))).toBe(`${'ข'.repeat(399)}…`);
    });

    it('builds a Flex bubble: the title and lines in the body, the action as a URI button in the footer', () => {
      const message = flexMessageOf(flowPushCard({ ...base, to: -3 }), flowPushText({ ...base, to: -3 }));
      expect(message.type).toBe('flex');
      expect(message.contents).toMatchObject({
        type: 'bubble',
        body: { type: 'box', contents: expect.arrayContaining([expect.objectContaining({ type: 'text', text: 'แจ้งค่าใช้จ่าย' })]) },
        footer: { type: 'box', contents: [{ type: 'button', action: { type: 'uri', label: 'ชำระเงิน ฿1,234.50', uri: base.paymentUrl } }] },
      });
      const noButton = flexMessageOf({ title: 'ไม่มีปุ่ม', lines: [] }, 'ไม่มีปุ่ม');
      expect(noButton.contents).not.toHaveProperty('footer');
    });
  });
});
