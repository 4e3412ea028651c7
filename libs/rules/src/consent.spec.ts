import { CONSENT_PARAGRAPHS, CONSENT_TITLE, CONSENT_VERSION, consentText } from './consent.js';

describe('consent', () => {
  // Issue 18, "Tests that would notice": the consent a patient signs (accounts §1, §4).
  describe('the consent text a patient reads and signs', () => {
    it('is the title, then each paragraph, one per line', () => {
      const lines = consentText().split('\n');
      expect(lines[0]).toBe('หนังสือแสดงความยินยอมรับบริการการแพทย์ทางไกล (Telemedicine)');
      expect(lines).toEqual([CONSENT_TITLE, ...CONSENT_PARAGRAPHS]);
      expect(lines).toHaveLength(7);
    });

    it('states the fee: 90 baht a visit, 40 baht for the gold card', () => {
      expect(consentText()).toContain('ค่าบริการการแพทย์ทางไกล 90 บาทต่อครั้ง');
      expect(consentText()).toContain('(บัตรทอง) ชำระ 40 บาทต่อครั้ง');
    });

    it('says what is sent (LINE), the limits of a remote visit, the data law and how to withdraw', () => {
      const text = consentText();
      expect(text).toContain('แอปพลิเคชัน LINE');
      expect(text).toContain('ค่ายาผู้ป่วยนอก และค่าจัดส่งยา');
      expect(text).toContain('ข้าพเจ้าจะได้รับการนัดหมายมาตรวจด้วยตนเอง');
      expect(text).toContain('กฎหมายคุ้มครองข้อมูลส่วนบุคคล');
      expect(text).toContain('เพิกถอนความยินยอมนี้ได้ทุกเมื่อ');
    });

    it('has a version the server records with the signature', () => {
      expect(CONSENT_VERSION).toBe('2026-11-v1');
    });
  });
});
